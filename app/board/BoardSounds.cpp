#include "BoardSounds.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>
#include <algorithm>
#include <vector>

using namespace baraza;

namespace {

QtMessageHandler previousHandler = nullptr;

// Qt's audio backend says so in a warning when there is no sound server to connect to; for a
// board game that is no error, just a silent machine (a server, CI, a remote session).
void dropNoServerWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  if (type == QtWarningMsg && message.startsWith(QLatin1String("PulseAudioService:"))) return;
  if (previousHandler) previousHandler(type, context, message);
}

// QSoundEffect on the default audio output. Nothing is loaded until the first sound, and
// nothing at all where the machine has no audio output: there every sound is silently dropped.
class SpeakerOutput : public SoundOutput {
 public:
  void play(Sound sound, int variant, qreal volume) override {
    if (!loaded_) load();
    const std::size_t index = sound == Sound::Drop      ? std::size_t(variant % kDropVariants)
                              : sound == Sound::Capture ? kDropVariants
                                                        : kDropVariants + 1;
    if (index >= effects_.size()) return;
    QSoundEffect* effect = effects_[index].get();
    effect->setVolume(float(volume));
    effect->play();
  }

 private:
  void load() {
    loaded_ = true;
    previousHandler = qInstallMessageHandler(dropNoServerWarnings);
    const QAudioDevice device = QMediaDevices::defaultAudioOutput();
    qInstallMessageHandler(previousHandler);
    if (device.isNull()) return;
    QStringList names;
    for (int i = 1; i <= kDropVariants; ++i) names << QStringLiteral("drop-%1").arg(i);
    names << QStringLiteral("capture") << QStringLiteral("game-end");
    for (const QString& name : names) {
      auto effect = std::make_unique<QSoundEffect>(device);
      effect->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(name)));
      effects_.push_back(std::move(effect));
    }
  }

  bool loaded_ = false;
  std::vector<std::unique_ptr<QSoundEffect>> effects_;
};

}  // namespace

BoardSounds::BoardSounds(QObject* parent) : QObject(parent), output_(std::make_unique<SpeakerOutput>()) {}

BoardSounds::~BoardSounds() = default;

void BoardSounds::setVolume(int percent) { volume_ = std::clamp(percent, 0, 100); }

void BoardSounds::setOutput(std::unique_ptr<SoundOutput> output) { output_ = std::move(output); }

// A capture is heard as its seeds leave the pit.
void BoardSounds::eventStarting(const TraceEvent& event, int durationMs) {
  animated_ = durationMs > 0;
  if (animated_ && event.kind == EventKind::Capture) request(SoundOutput::Sound::Capture);
}

// A seed is heard as it lands, when its flight is over and the event applied.
void BoardSounds::eventApplied(const TraceEvent& event) {
  if (!animated_) return;
  if (event.kind == EventKind::Sow || event.kind == EventKind::Place) {
    request(SoundOutput::Sound::Drop, nextDrop_);
    nextDrop_ = (nextDrop_ + 1) % SoundOutput::kDropVariants;
  } else if (event.kind == EventKind::Result) {  // the move that ends the game
    request(SoundOutput::Sound::GameEnd);
  }
}

void BoardSounds::request(SoundOutput::Sound sound, int variant) {
  if (!enabled_ || volume_ == 0 || !output_) return;
  output_->play(sound, variant, volume_ / 100.0);
}
