#pragma once
// One interface behind which the four games live. Each game's file holds only what differs;
// the sowing machinery is shared (engine/src/rules/sowing.h).

#include <cstdint>
#include <functional>

#include "baraza/move.h"
#include "baraza/position.h"
#include "baraza/trace.h"

namespace baraza {

// What happened while a move was played, beyond the new position.
struct MoveOutcome {
  enum class Ending : std::uint8_t { None, MoverWins, MoverLoses };
  bool endless = false;          // C-5: the sowing never ends; the position is left undefined
  bool safariOffered = false;    // Kete L-6.3: the mover reached his kuu in a nemo capture
  bool safariUnused = false;     // Kete: an X* move in which the safari choice never arose
  bool markCaptured = false;     // Kete L-11: the hizi zetu hole was captured at some point
  Ending ending = Ending::None;  // Kete L-12: the move stopped the game at once
  std::uint64_t drops = 0;       // seeds dropped, for the benchmark
  // The sowing was stopped unfinished by a SowingInterrupt: `endless` is then set so that the
  // move is passed over, but it is no verdict.
  bool interrupted = false;

  // A candidate that is not a legal move after all.
  bool illegal() const { return endless || safariUnused; }
};

struct Result {
  enum class Kind : std::uint8_t { Ongoing, Win, Draw };
  Kind kind = Kind::Ongoing;
  Side winner = Side::South;
  ResultReason reason = ResultReason::None;
  int southScore = 0;  // Kingulu G-7
  int northScore = 0;

  bool over() const { return kind != Kind::Ongoing; }
  // Kingulu (G-7): `side`'s final count minus the opponent's; a draw, by the count or by
  // repetition (C-6), 0.
  int marginFor(Side side) const {
    if (kind == Kind::Draw) return 0;
    return side == Side::South ? southScore - northScore : northScore - southScore;
  }
  friend bool operator==(const Result&, const Result&) = default;
};

// The clause that ends a game so (K-5, M-4, G-7, L-12, Z-12.1-3; C-6 for a repetition); None if ongoing
// or ended by the players (a resignation, a draw agreed).
RuleId resultRule(Variant variant, const Result& result);

class TraceRecorder;

// Endless moves found only after dropping more seeds than this are remembered (playCandidate).
inline constexpr std::uint64_t kSlowMoveDrops = 100000;

class Rules {
 public:
  virtual ~Rules() = default;

  virtual Variant variant() const = 0;
  // How often a position must occur to draw (C-6).
  virtual int repetitionLimit() const = 0;

  // What a player sees of a position, as each game's rules define it, so that nothing outside
  // the engine works rules out for itself.
  // The square of `side`'s kuu (Kete L-1); kNoSquare in a game without one.
  virtual Square kuuSquareOf(Side side) const;
  // Kete L-3: a player with reserve seeds plays nemo moves, then mtaji moves. None elsewhere.
  enum class Stage : std::uint8_t { None, Nemo, Mtaji };
  virtual Stage stageOf(const Position& position, Side side) const;
  // The seeds `side` has taken from the opponent so far: Kingulu his store (G-4.2), Kete what the
  // opponent has lost of his 32 (L-1), Kigogo and Kimasai what he has lost of his half.
  virtual int capturedBy(const Position& position, Side side) const;
  // The hole `side` may not start a move from, the one a mark blocks (Kete L-11: the hizi zetu
  // hole in his own row); kNoSquare when none is.
  virtual Square blockedSquare(const Position& position, Side side) const;
  // The marked hole in the opponent's row that `side` must capture if one of his capture moves
  // does (Kete L-11, Kiswahili Z-11.3); kNoSquare when no mark binds him so.
  virtual Square markToCapture(const Position& position, Side side) const;
  // The square house of a side: Kete's kuu stands until it is gone (L-2); Kiswahili's nyumba, while
  // its owner's, works with six seeds or more and is dormant with fewer (Z-2). None elsewhere.
  enum class House : std::uint8_t { None, Standing, Dormant, Gone };
  virtual House houseOf(const Position& position, Side side) const;
  // Where the seeds `side` captures from `capturingHole` are sown starting, sown in `direction`: the
  // kichwa (Kete L-5, Kiswahili Z-5); kNoSquare in a game that does not sow captures so. Told even
  // when no seed is sown (bao hamna ends the move first), so that a direction can be named by it.
  virtual Square captureSowingStart(Side side, Square capturingHole, Direction direction) const;
  // What is counted beside a side's rows: the seeds not yet on the board (Kete's reserve, L-1),
  // those kept for good (Kingulu's store, G-1), or those taken from the opponent (Kigogo,
  // Kimasai: capturedBy, counted from the position, so from a game's own start minus its start's).
  enum class CounterKind : std::uint8_t { Reserve, Store, Captured };
  struct SideCounters {
    CounterKind kind = CounterKind::Captured;
    int value = 0;
    // Where seeds are held in reserve: all the side still holds, reserve and rows (-1: none).
    int held = -1;
  };
  virtual SideCounters counters(const Position& position, Side side) const;
  // The game's start position (C-3 and each game's first clause) and the seeds it is played
  // with, which no position exceeds.
  Position startPosition() const { return baraza::startPosition(variant()); }
  int totalSeeds() const { return baraza::totalSeeds(variant()); }
  // Whether a move may carry choices beyond its hole: a direction, a safari (Kete L-5, L-6.3).
  // Where it does, a player may want to see a move before it is played.
  virtual bool hasMoveChoices() const { return false; }

  // Every legal move, and perhaps some moves that only playing them shows to be illegal
  // (endless, C-5; a Kete safari that never arises). The cheap way for playouts and search:
  // try a candidate and drop it when play() reports it illegal().
  virtual void candidateMoves(const Position& position, MoveList& moves) const = 0;

  // Plays a move the caller knows to be a candidate. The side to move passes (C-7).
  virtual MoveOutcome play(Position& position, Move move) const = 0;
  virtual MoveOutcome play(Position& position, Move move, TraceRecorder& trace) const = 0;

  // Exactly the legal moves.
  void legalMoves(const Position& position, MoveList& moves) const;
  bool hasLegalMove(const Position& position) const;
  bool isLegalCandidate(const Position& position, const Move& candidate) const;
  // play() for a candidate, skipping the slow endless ones this thread has met before.
  MoveOutcome playCandidate(Position& position, const Move& candidate) const;

  // The game's own end conditions, in the order the game lists them (C-7), for the side now to
  // move in `position`; `lastMove` is null for a position judged from itself alone.
  // `legal`, when the caller has them already, spares working out the legal moves again.
  Result judge(const Position& position, const MoveOutcome* lastMove, const MoveList* legal = nullptr) const;

  // The mover's win or loss conditions that do not need the move list (captured-all, L-12).
  virtual Result immediateResult(const Position& position, const MoveOutcome* lastMove) const = 0;
  // What a side with no legal move gets: a loss, or Kingulu's count (G-7).
  virtual Result noMoveResult(const Position& position) const;
};

const Rules& rulesFor(Variant variant);

// Collects trace events while a move is played. An endless move (C-5) would record forever,
// so recording stops at a limit no legal move comes near; play() then reports it illegal.
class TraceRecorder {
 public:
  static constexpr std::size_t kMaxEvents = 1 << 22;

  explicit TraceRecorder(std::vector<TraceEvent>& events) : events_(events) {}
  void add(const TraceEvent& event) {
    if (events_.size() < kMaxEvents) events_.push_back(event);
  }
  // For what is settled once the move has ended: End stays the last event.
  void addBeforeEnd(const TraceEvent& event) {
    if (events_.size() >= kMaxEvents) return;
    if (!events_.empty() && events_.back().kind == EventKind::End) {
      events_.insert(events_.end() - 1, event);
    } else {
      events_.push_back(event);
    }
  }

 private:
  std::vector<TraceEvent>& events_;
};

// Telling an endless move (C-5) can take seconds: the verdict is exact, and a cycle can be
// 10^8 laps long. While a SowingInterrupt is alive on a thread, long sowings on that thread ask
// it every 65,536 laps whether to stop, and stop unfinished (MoveOutcome::interrupted) once it
// says so. The search uses one to keep its time limit; everything else gets exact verdicts.
class SowingInterrupt {
 public:
  explicit SowingInterrupt(std::function<bool()> stopRequested);
  ~SowingInterrupt();
  SowingInterrupt(const SowingInterrupt&) = delete;
  SowingInterrupt& operator=(const SowingInterrupt&) = delete;

  // Whether the innermost interrupt of this thread asks to stop (false when there is none).
  static bool requested();

 private:
  std::function<bool()> stopRequested_;
  SowingInterrupt* outer_;
};

// Plays a move with its trace, starting from `position`.
Trace traceMove(const Position& position, Move move);

}  // namespace baraza
