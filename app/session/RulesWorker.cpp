#include "RulesWorker.h"

RulesWorker::RulesWorker(QObject* parent) : QObject(parent), worker_(new QObject) {
  thread_.setObjectName("rules");
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  thread_.start();
}

RulesWorker::~RulesWorker() {
  thread_.quit();
  thread_.wait();
}
