#include "BoardPicture.h"

#include <QPainter>

#include "BoardModel.h"
#include "BoardView.h"

BoardPicture::BoardPicture()
    : game_(baraza::startPosition(baraza::Variant::Kigogo)),
      model_(std::make_unique<BoardModel>(game_)),
      view_(std::make_unique<BoardView>(model_.get())) {
  view_->setInteractive(false);  // no pits lit as playable
  view_->setPositionOnly(true);
}

BoardPicture::~BoardPicture() = default;

void BoardPicture::setLook(SeedColour seeds, BoardWood wood) {
  view_->setSeedColour(seeds);
  view_->setWood(wood);
}

QPixmap BoardPicture::draw(const baraza::Position& position, int width, qreal dpr, const Overlay& overlay) {
  game_ = baraza::Game(position);
  model_->refresh();
  // The view paints at its own screen's scale: sized up by the ratio between the two, its grab
  // has the device pixels asked for. The painter on the grab works in the view's coordinates.
  const qreal enlarge = dpr / view_->devicePixelRatioF();
  const QSize logical(width, view_->heightForWidth(width));
  view_->resize((QSizeF(logical) * enlarge).toSize());
  view_->setDrawLabels(!overlay);  // with marks, the counts and letters go over them
  QPixmap picture = view_->grab();
  if (overlay) {
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    overlay(painter, *view_);
    view_->drawLabels(painter);
  }
  picture.setDevicePixelRatio(dpr);
  return picture;
}

QPixmap boardPicture(const baraza::Position& position, int width, qreal dpr) {
  return BoardPicture().draw(position, width, dpr);
}
