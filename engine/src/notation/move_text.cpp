// Move, result and trace text (PROTOCOL.md).
#include "baraza/notation.h"

namespace baraza {

namespace {
// Bao la Kete and Bao la Kiswahili moves carry a direction and the safari choice.
bool sowsEitherWay(Variant variant) { return variant == Variant::Kete || variant == Variant::Kiswahili; }
}  // namespace

std::string formatMove(Variant variant, const Move& move) {
  std::string text = squareName(variant, move.square);
  if (sowsEitherWay(variant)) {
    text += move.direction == Direction::Cw ? "cw" : "ccw";
    if (move.safari) text += '*';
  }
  return text;
}

Parsed<Move> parseMove(Variant variant, std::string_view text) {
  using Result = Parsed<Move>;
  const std::string shown = text.size() > 40 ? std::string(text.substr(0, 40)) + "..." : std::string(text);
  if (text.size() < 2) return Result::failure("bad move '" + shown + "'");
  const auto square = parseSquare(variant, text.substr(0, 2));
  if (!square)
    return Result::failure("bad move '" + shown + "': no square " + std::string(text.substr(0, 2)) + " in " +
                           std::string(variantName(variant)));
  Move move{.square = *square};
  std::string_view rest = text.substr(2);
  if (!sowsEitherWay(variant)) {
    if (!rest.empty())
      return Result::failure("bad move '" + shown + "': " + std::string(variantName(variant)) +
                             " moves are just a square");
    return {move, {}};
  }
  if (!rest.empty() && rest.back() == '*') {
    move.safari = true;
    rest.remove_suffix(1);
  }
  if (rest == "cw") {
    move.direction = Direction::Cw;
  } else if (rest == "ccw") {
    move.direction = Direction::Ccw;
  } else {
    return Result::failure("bad move '" + shown + "': a " + std::string(variantName(variant)) +
                           " move is a square, cw or ccw, and * for safari");
  }
  return {move, {}};
}

std::string_view reasonWord(ResultReason reason) {
  switch (reason) {
    case ResultReason::CapturedAll:
      return "captured-all";
    case ResultReason::NoMoves:
      return "no-moves";
    case ResultReason::FrontRowEmpty:
      return "front-row-empty";
    case ResultReason::Repetition:
      return "repetition";
    case ResultReason::Score:
      return "score";
    case ResultReason::Resignation:
      return "resignation";
    case ResultReason::Agreement:
      return "agreement";
    case ResultReason::Time:
      return "time";
    case ResultReason::None:
      break;
  }
  return "none";
}

std::optional<Result> parseDecision(std::string_view text) {
  if (text == "draw agreement") return Result{.kind = Result::Kind::Draw, .reason = ResultReason::Agreement};
  for (Side winner : {Side::South, Side::North}) {
    const std::string side(1, sideLetter(winner));
    if (text == side + " resignation")
      return Result{.kind = Result::Kind::Win, .winner = winner, .reason = ResultReason::Resignation};
    if (text == side + " time")
      return Result{.kind = Result::Kind::Win, .winner = winner, .reason = ResultReason::Time};
  }
  return std::nullopt;
}

std::string formatResult(const Result& result) {
  if (!result.over()) return "ongoing";
  std::string text = result.kind == Result::Kind::Draw ? "draw" : std::string(1, sideLetter(result.winner));
  text += ' ';
  text += reasonWord(result.reason);
  if (result.reason == ResultReason::Score)
    text += ' ' + std::to_string(result.southScore) + '-' + std::to_string(result.northScore);
  return text;
}

std::string_view endReasonWord(EndReason reason) {
  switch (reason) {
    case EndReason::Empty:
      return "empty";
    case EndReason::Step:
      return "step";
    case EndReason::Kuu:
      return "kuu";
    case EndReason::Blocked:
      return "blocked";
    case EndReason::Store:
      return "store";
    case EndReason::Mtoto:
      return "mtoto";
    case EndReason::Won:
      return "won";
    case EndReason::Lost:
      return "lost";
  }
  return "empty";
}

std::string_view endReasonWord(Variant variant, EndReason reason) {
  if (variant == Variant::Kiswahili && reason == EndReason::Kuu) return "nyumba";  // Z-E
  return endReasonWord(reason);
}

namespace {

std::string_view destinationWord(CaptureDestination d) {
  switch (d) {
    case CaptureDestination::Hand:
      return "hand";
    case CaptureDestination::Store:
      return "store";
    case CaptureDestination::Out:
      break;
  }
  return "out";
}

std::string_view lapWord(Lap lap) {
  switch (lap) {
    case Lap::Relay:
      return "relay";
    case Lap::Safari:
      return "safari";
    case Lap::First:
      break;
  }
  return "first";
}

// The event's own keys, without the closing brace.
std::string eventFields(const Trace& trace, const TraceEvent& e) {
  const Variant v = trace.before.variant;
  const auto sq = [&](Square s) {
    std::string quoted(1, '"');
    quoted += squareName(v, s);
    quoted += '"';
    return quoted;
  };
  const auto side = [](Side s) { return std::string{'"', sideLetter(s), '"'}; };
  switch (e.kind) {
    case EventKind::Place:
      return R"({"t":"place","sq":)" + sq(e.square);
    case EventKind::Lift:
      return R"({"t":"lift","sq":)" + sq(e.square) + R"(,"n":)" + std::to_string(e.count) + R"(,"lap":")" +
             std::string(lapWord(e.lap)) + '"';
    case EventKind::Sow:
      return R"({"t":"sow","sq":)" + sq(e.square);
    case EventKind::Capture:
      return R"({"t":"capture","sq":)" + sq(e.square) + R"(,"n":)" + std::to_string(e.count) + R"(,"to":")" +
             std::string(destinationWord(e.destination)) + "\"";
    case EventKind::Store:
      return R"({"t":"store","sq":)" + sq(e.square) + R"(,"owner":")" + sideLetter(e.owner) + "\"";
    case EventKind::Mtoto:
      return R"({"t":"mtoto","sq":)" + sq(e.square);
    case EventKind::MoveSeed:
      return R"({"t":"move","from":)" + sq(e.square) + R"(,"to":)" + sq(e.target);
    case EventKind::End:
      return R"({"t":"end","why":")" + std::string(endReasonWord(v, e.reason)) + "\"";
    case EventKind::KuuGone:
      return (v == Variant::Kiswahili ? R"({"t":"nyumba-gone","sq":)" : R"({"t":"kuu-gone","sq":)") + sq(e.square) +
             R"(,"owner":)" + side(e.owner);
    case EventKind::NyumbaDormant:
      return R"({"t":"nyumba-dormant","sq":)" + sq(e.square) + R"(,"owner":)" + side(e.owner);
    case EventKind::NyumbaFunctional:
      return R"({"t":"nyumba-functional","sq":)" + sq(e.square) + R"(,"owner":)" + side(e.owner);
    case EventKind::MarkBinds:
      return R"({"t":"mark-binds","sq":)" + sq(e.square);
    case EventKind::MarkSet:
      return R"({"t":"mark","sq":)" + sq(e.square);
    case EventKind::MarkLapsed:
      return R"({"t":"mark-lapsed","sq":)" + sq(e.square);
    case EventKind::Stage:
      return R"({"t":"stage","side":)" + side(e.owner);
    case EventKind::Turn:
      return R"({"t":"turn","side":)" + side(e.owner);
    case EventKind::Result: {
      std::string json = R"({"t":"result","winner":)" + (e.draw ? std::string(R"("draw")") : side(e.owner)) +
                         R"(,"why":")" + std::string(reasonWord(e.result)) + '"';
      if (e.result == ResultReason::Score)  // G-7: the count of the final position, as `result` gives it
        json += R"(,"score":")" + std::to_string(kinguluCount(trace.after, Side::South)) + '-' +
                std::to_string(kinguluCount(trace.after, Side::North)) + '"';
      return json;
    }
  }
  return "{";
}

std::string eventJson(const Trace& trace, const TraceEvent& e) {
  std::string json = eventFields(trace, e);
  if (e.rule != RuleId::None) json += R"(,"rule":")" + std::string(ruleText(e.rule)) + '"';
  return json + '}';
}

}  // namespace

std::string formatTraceJson(const Trace& trace) {
  const Variant v = trace.before.variant;
  std::string json = R"({"move":")" + formatMove(v, trace.move) + R"(","events":[)";
  for (std::size_t i = 0; i < trace.events.size(); ++i) {
    if (i) json += ',';
    json += eventJson(trace, trace.events[i]);
  }
  json += R"(],"after":")" + formatPosition(trace.after) + "\"}";
  return json;
}

}  // namespace baraza
