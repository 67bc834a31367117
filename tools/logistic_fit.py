"""What the evaluation fits share (tools/kimasai-fit, tools/kiswahili-fit): reading the positions
`bao-cli <game>-features` prints, a logistic regression of the results on the features, and its
log-loss on games it has not seen beside a simpler baseline's. Needs python3-numpy."""
import numpy as np


def read_rows(paths):
    """One row per position: the result for the side to move, then the numbers the game prints."""
    return np.concatenate([np.loadtxt(p, ndmin=2) for p in paths])


def irls(x, y, l2=1.0, rounds=25):
    """Logistic regression by Newton's method, with a little ridge to keep it steady."""
    x = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros(x.shape[1])
    for _ in range(rounds):
        p = 1 / (1 + np.exp(-x @ w))
        hessian = x.T @ (x * (p * (1 - p))[:, None]) + l2 * np.eye(x.shape[1])
        w -= np.linalg.solve(hessian, x.T @ (p - y) + l2 * w)
    return w


def log_loss(x, y, w):
    x = np.hstack([x, np.ones((len(x), 1))])
    p = np.clip(1 / (1 + np.exp(-x @ w)), 1e-6, 1 - 1e-6)
    return -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))


def fit_held_out(x, baseline, result, baseline_name):
    """Fits `x` and `baseline` on the first four fifths of the rows, prints (as a C++ comment) both
    log-losses on the last fifth, and returns the weights of `x`. The rows are in game order, so
    the last fifth are games the fit has not seen."""
    cut = int(len(result) * 0.8)
    w, wb = irls(x[:cut], result[:cut]), irls(baseline[:cut], result[:cut])
    print(f"// {len(result)} positions; held-out log-loss {log_loss(x[cut:], result[cut:], w):.4f}, "
          f"{baseline_name} {log_loss(baseline[cut:], result[cut:], wb):.4f}")
    return w
