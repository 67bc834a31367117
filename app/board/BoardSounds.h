#pragma once
// The sounds of the board, in step with the animation: a wooden drop as each seed sown or placed
// lands, a clatter as a capture is scooped up, two notes when the game ends. They follow the animation's
// events (the window connects the session's clock), so a move shown at once (Instant, a skip,
// stepping by hand) makes no noise.

#include <QObject>
#include <memory>

#include "baraza/trace.h"

// Where the sounds go: the speakers (QSoundEffect) or, in the tests, a counter.
class SoundOutput {
 public:
  enum class Sound { Drop, Capture, GameEnd };
  static constexpr int kDropVariants = 4;

  virtual ~SoundOutput() = default;
  // `variant` picks one of the drops; `volume` is from 0 to 1.
  virtual void play(Sound sound, int variant, qreal volume) = 0;
};

class BoardSounds : public QObject {
  Q_OBJECT

 public:
  static constexpr int kDefaultVolume = 70;  // percent

  explicit BoardSounds(QObject* parent = nullptr);
  ~BoardSounds() override;

  void setEnabled(bool enabled) { enabled_ = enabled; }
  bool isEnabled() const { return enabled_; }
  void setVolume(int percent);
  int volume() const { return volume_; }
  // Replaces the speakers (the tests count what would be heard).
  void setOutput(std::unique_ptr<SoundOutput> output);

 public slots:
  void eventStarting(const baraza::TraceEvent& event, int durationMs);
  void eventApplied(const baraza::TraceEvent& event);

 private:
  void request(SoundOutput::Sound sound, int variant = 0);

  std::unique_ptr<SoundOutput> output_;
  bool enabled_ = true;
  int volume_ = kDefaultVolume;
  int nextDrop_ = 0;       // the drops are taken in turn
  bool animated_ = false;  // the event under way is shown over time, not at once
};
