// Monte Carlo tree search (UCT with random playouts), measured against the alpha-beta search
// game by game (issue #7): the levels use whichever plays better for a game.
#include <chrono>
#include <cmath>
#include <memory>
#include <random>
#include <vector>

#include "baraza/search.h"

namespace baraza {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kMaxPlayoutPlies = 400;  // a playout that long counts as a draw

struct Node {
  Position position;
  MoveOutcome outcome;  // of the move that led here
  Move move;
  Node* parent = nullptr;
  std::vector<std::unique_ptr<Node>> children;
  std::vector<Move> untried;
  bool expanded = false;
  bool terminal = false;
  double terminalValue = 0;  // for the side that moved into this node
  double wins = 0;           // for the side that moved into this node
  int visits = 0;
};

class Mcts {
 public:
  Mcts(const Game& game, int movetimeMs, std::uint64_t seed, const std::atomic<bool>* stop)
      : rules_(game.rules()), random_(seed), stop_(stop) {
    deadline_ = Clock::now() + std::chrono::milliseconds(std::max(1, movetimeMs));
    root_.position = game.position();
  }

  std::optional<Move> run() {
    expand(root_);
    if (root_.untried.empty() && root_.children.empty()) return std::nullopt;
    int iterations = 0;
    do {
      for (int i = 0; i < 64; ++i, ++iterations) iterate();
    } while (Clock::now() < deadline_ && !(stop_ && stop_->load(std::memory_order_relaxed)));
    const Node* best = nullptr;
    for (const auto& c : root_.children)
      if (!best || c->visits > best->visits) best = c.get();
    return best ? std::optional<Move>(best->move) : std::optional<Move>(root_.untried.front());
  }

 private:
  // The moves of a node, and whether the game is over there.
  void expand(Node& node) {
    node.expanded = true;
    const Result ended = node.parent ? rules_.immediateResult(node.position, &node.outcome) : Result{};
    if (!ended.over()) {
      MoveList moves;
      rules_.legalMoves(node.position, moves);
      node.untried.assign(moves.begin(), moves.end());
      if (!node.untried.empty()) return;
    }
    node.terminal = true;
    const Result r = ended.over() ? ended : rules_.noMoveResult(node.position);
    const Side mover = other(node.position.toMove);
    node.terminalValue = r.kind == Result::Kind::Draw ? 0.5 : (r.winner == mover ? 1.0 : 0.0);
  }

  void iterate() {
    Node* node = &root_;
    // Selection: UCB1 among fully expanded nodes.
    while (node->expanded && !node->terminal && node->untried.empty()) {
      Node* best = nullptr;
      double bestScore = -1;
      const double logN = std::log(double(node->visits) + 1);
      for (const auto& c : node->children) {
        const double score = c->wins / (c->visits + 1e-9) + 1.4 * std::sqrt(logN / (c->visits + 1e-9));
        if (score > bestScore) {
          bestScore = score;
          best = c.get();
        }
      }
      node = best;
    }
    // Expansion: one new child.
    if (!node->terminal && !node->untried.empty()) {
      const std::size_t pick = random_() % node->untried.size();
      auto child = std::make_unique<Node>();
      child->position = node->position;
      child->move = node->untried[pick];
      child->outcome = rules_.play(child->position, child->move);
      child->parent = node;
      node->untried.erase(node->untried.begin() + static_cast<std::ptrdiff_t>(pick));
      node->children.push_back(std::move(child));
      node = node->children.back().get();
      expand(*node);
    }
    // Simulation, then backpropagation of the result for the side that moved into each node.
    const Side mover = other(node->position.toMove);
    const double value = node->terminal ? node->terminalValue : playout(node->position, node->outcome, mover);
    for (Node* n = node; n; n = n->parent) {
      ++n->visits;
      const Side moved = other(n->position.toMove);
      n->wins += moved == mover ? value : 1.0 - value;
    }
  }

  // A random game from `start`; returns the result for `side`.
  double playout(Position p, MoveOutcome outcome, Side side) {
    MoveList moves;
    for (int ply = 0; ply < kMaxPlayoutPlies; ++ply) {
      const Result ended = rules_.immediateResult(p, &outcome);
      if (ended.over()) return score(ended, side);
      rules_.candidateMoves(p, moves);
      bool moved = false;
      while (!moves.empty()) {
        const std::size_t pick = random_() % moves.size();
        Position next = p;
        outcome = rules_.play(next, moves[pick]);
        if (outcome.illegal()) {
          moves.removeAt(pick);
          continue;
        }
        p = next;
        moved = true;
        break;
      }
      if (!moved) return score(rules_.noMoveResult(p), side);
    }
    return 0.5;
  }

  static double score(const Result& r, Side side) {
    if (r.kind == Result::Kind::Draw) return 0.5;
    return r.winner == side ? 1.0 : 0.0;
  }

  const Rules& rules_;
  std::mt19937_64 random_;
  const std::atomic<bool>* stop_;
  Clock::time_point deadline_;
  Node root_;
};

}  // namespace

std::optional<Move> monteCarloMove(const Game& game, int movetimeMs, std::uint64_t seed,
                                   const std::atomic<bool>* stop) {
  if (game.legalMoves().empty()) return std::nullopt;
  return Mcts(game, movetimeMs, seed, stop).run();
}

}  // namespace baraza
