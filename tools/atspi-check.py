#!/usr/bin/python3
"""What a screen reader finds in Baraza's window, read from a real AT-SPI tree (issue #29 item 9).

usage: atspi-check.py BARAZA APP_ID [--shots DIR] [--quiet]

Starts a private X server (Xvfb), a private D-Bus session bus and the AT-SPI bus on it, runs the
real program with accessibility on and a scratch home, walks its accessibility tree with pyatspi
and checks two states:
  clock     a game in progress on the clock (Bao la Kete, two named people, five minutes each):
            the board lists its holes, each named with its count and whether a move can start
            there (and only those are enabled), the players' names, whose turn, the reserves and
            both clocks are accessible text;
  finished  a record of a finished game opened from the command line: the result is accessible
            text and no hole can be played.
In both, no visible widget that takes focus, and no visible label or button, has an empty name.
It prints a readable dump of each tree and exits 1 on a failure, 77 (CTest's skip) when the
AT-SPI packages are missing (at-spi2-core, python3-pyatspi, xvfb). /usr/bin/python3 on purpose:
pyatspi is Debian's, not a virtual environment's.
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid

SKIP = 77
TIMEOUT_S = 30  # how long one state may take to appear in the tree before its checks fail (ctest -j4 on 2 cores)
LAUNCHERS = ["/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher"]


def skip(reason):
    print(f"SKIP: {reason} (install at-spi2-core, python3-pyatspi and xvfb)")
    sys.exit(SKIP)


def find_tools():
    launcher = next((p for p in LAUNCHERS if os.access(p, os.X_OK)), None)
    if not launcher:
        skip("no at-spi-bus-launcher")
    for tool in ["Xvfb", "dbus-daemon"]:
        if not shutil.which(tool):
            skip(f"no {tool}")
    try:
        import gi  # noqa: F401  (the import only says whether pyatspi is there)
        gi.require_version("Atspi", "2.0")
        import pyatspi  # noqa: F401
    except (ImportError, ValueError) as e:
        skip(f"pyatspi cannot be imported: {e}")
    return launcher


class Processes:
    """Everything started here, and what they start in turn (found by a mark in their
    environment), ended by process id when the check ends, however it ends."""

    def __init__(self):
        self.mark = uuid.uuid4().hex
        self.env = dict(os.environ, BARAZA_ATSPI_CHECK=self.mark)
        self.started = []

    def start(self, args, **kw):
        kw.setdefault("env", self.env)
        # In this script's process group: a test runner that gives up on it ends them with it.
        p = subprocess.Popen(args, **kw)
        self.started.append(p)
        return p

    def marked(self):
        pids = []
        for pid in filter(str.isdigit, os.listdir("/proc")):
            if int(pid) == os.getpid():
                continue
            try:
                with open(f"/proc/{pid}/environ", "rb") as f:
                    if f"BARAZA_ATSPI_CHECK={self.mark}".encode() in f.read().split(b"\0"):
                        pids.append(int(pid))
            except OSError:
                pass
        return pids

    def end(self, p):
        if p.poll() is None:
            p.terminate()
            try:
                p.wait(3)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()

    def end_all(self):
        # What they started first (the AT-SPI bus, the registry), while their parents are there
        # to reap them; then what was started here, the last first; then anything left.
        own = {p.pid for p in self.started}
        self.signal_marked(signal.SIGTERM, lambda pid: pid not in own)
        for p in reversed(self.started):
            self.end(p)
        self.signal_marked(signal.SIGTERM)
        self.signal_marked(signal.SIGKILL)

    def signal_marked(self, sig, which=lambda pid: True):
        pids = [pid for pid in self.marked() if which(pid)]
        for pid in pids:
            try:
                os.kill(pid, sig)
            except OSError:
                pass
        deadline = time.monotonic() + 2
        while pids and time.monotonic() < deadline:
            pids = [pid for pid in pids if os.path.exists(f"/proc/{pid}") and not zombie(pid)]
            time.sleep(0.05)


def zombie(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def read_line(fd, what, timeout=10):
    """The first line written to pipe `fd` (a display number, a bus address)."""
    import select

    data = b""
    deadline = time.monotonic() + timeout
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            raise RuntimeError(f"{what} did not start within {timeout} s")
        chunk = os.read(fd, 256)
        if not chunk:
            raise RuntimeError(f"{what} ended before it started")
        data += chunk
    return data.decode().strip()


def start_buses(procs, launcher, scratch):
    """Xvfb on a free display, a session bus, and the AT-SPI bus; their addresses in procs.env.
    The buses' sockets are in `scratch`, never in the user's own folders."""
    for key, folder in [("HOME", "home"), ("XDG_RUNTIME_DIR", "run"), ("XDG_CACHE_HOME", "cache"),
                        ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data")]:
        procs.env[key] = os.path.join(scratch, folder)
        os.makedirs(procs.env[key], mode=0o700)
    procs.env["GSETTINGS_BACKEND"] = "memory"
    r, w = os.pipe()
    procs.start(["Xvfb", "-displayfd", str(w), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                pass_fds=[w], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    procs.env["DISPLAY"] = ":" + read_line(r, "Xvfb")
    os.close(r)

    r, w = os.pipe()
    procs.start(["dbus-daemon", "--session", "--nofork", f"--print-address={w}"], pass_fds=[w],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    procs.env["DBUS_SESSION_BUS_ADDRESS"] = read_line(r, "dbus-daemon")
    os.close(r)

    procs.start([launcher, "--launch-immediately"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    address = a11y_address(procs.env["DBUS_SESSION_BUS_ADDRESS"])
    # The registry, which lists the applications, is not always started for us on a bus of our own.
    procs.start([os.path.join(os.path.dirname(launcher), "at-spi2-registryd")], stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL, env=dict(procs.env, AT_SPI_BUS_ADDRESS=address))
    wait_for_name(address, "org.a11y.atspi.Registry")
    # pyatspi reads these when it is first imported. The program is not given AT_SPI_BUS_ADDRESS:
    # Qt 6.4 then connects before its bridge listens, and never registers with the registry.
    for key in ["DISPLAY", "DBUS_SESSION_BUS_ADDRESS"]:
        os.environ[key] = procs.env[key]
    os.environ["AT_SPI_BUS_ADDRESS"] = address


def bus_at(address):
    from gi.repository import Gio

    return Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)


def call(bus, service, path, interface, method, args, reply):
    from gi.repository import Gio, GLib

    return bus.call_sync(service, path, interface, method, args, GLib.VariantType(reply),
                         Gio.DBusCallFlags.NO_AUTO_START, 1000, None).unpack()[0]


def a11y_address(session, timeout=10):
    """The AT-SPI bus's address, asked of the session bus once the launcher is there."""
    from gi.repository import GLib

    bus = bus_at(session)
    deadline = time.monotonic() + timeout
    while True:
        try:
            return call(bus, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, "(s)")
        except GLib.Error:
            if time.monotonic() > deadline:
                raise RuntimeError("the AT-SPI bus did not start")
            time.sleep(0.05)


def wait_for_name(address, name, timeout=10):
    from gi.repository import GLib

    bus = bus_at(address)
    deadline = time.monotonic() + timeout
    while not call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                   GLib.Variant("(s)", (name,)), "(b)"):
        if time.monotonic() > deadline:
            raise RuntimeError(f"{name} did not start")
        time.sleep(0.05)


# ---- the tree ----------------------------------------------------------------------------

class Node:
    """One accessible object as read once: role, name, description, states, children."""

    def __init__(self, acc, depth):
        import pyatspi

        self.depth = depth
        self.role = acc.getRoleName()
        self.name = acc.name or ""
        self.description = acc.description or ""
        states = acc.getState()
        self.showing = states.contains(pyatspi.STATE_SHOWING)
        self.focusable = states.contains(pyatspi.STATE_FOCUSABLE)
        self.enabled = states.contains(pyatspi.STATE_ENABLED) or states.contains(pyatspi.STATE_SENSITIVE)
        self.focused = states.contains(pyatspi.STATE_FOCUSED)
        self.children = []
        # A hidden part's children (a closed menu's items) are not there for the reader either.
        if self.showing or depth == 0:
            for i in range(acc.childCount):
                child = acc.getChildAtIndex(i)
                if child is not None:
                    self.children.append(Node(child, depth + 1))

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()

    def texts(self):
        return [t for n in self.walk() if n.showing for t in (n.name, n.description) if t]

    def line(self):
        marks = [m for m, on in [("focusable", self.focusable), ("focused", self.focused),
                                 ("disabled", not self.enabled), ("hidden", not self.showing)] if on]
        text = f'{"  " * self.depth}{self.role} "{self.name}"'
        if marks:
            text += " [" + ", ".join(marks) + "]"
        if self.description:
            text += f" — {self.description}"
        return text


def find_app(name):
    import pyatspi

    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and (app.name or "").lower() == name.lower():
            return app
    return None


def read_window(app, role):
    """The app's top-level window of `role` (frame, dialog) as read now (the cache cleared: names
    change as the game goes on)."""
    app.clear_cache()
    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        if window is not None and window.getRoleName() == role and window.getState().contains(showing_state()):
            return Node(window, 0)
    return None


def showing_state():
    import pyatspi

    return pyatspi.STATE_SHOWING


# ---- the checks --------------------------------------------------------------------------

PIT = re.compile(r"^[a-h][1-4], .*\d")
PLAYABLE = "a move can start here"
NAMED_ROLES = {"label", "push button", "toggle button", "check box", "radio button", "combo box", "page tab",
               "spin button", "slider", "text", "list", "table", "tree", "menu item", "check menu item",
               "radio menu item", "menu", "tool bar"}


def board_of(window):
    return next((n for n in window.walk() if n.name == "Board" and holes_of(n)), None)


def holes_of(board):
    """A board's holes: its buttons (the clocks beside the names are its labels)."""
    return [c for c in board.children if c.role == "push button"]


def no_empty_names(window):
    """What a reader reaches without a name: a visible part that takes the focus, a label or a
    button, or a group of texts and buttons (the reader says its name on the way in)."""
    problems = []
    for n in window.walk():
        if not n.showing or n.name.strip() or n is window:
            continue
        shown = [c for c in n.children if c.showing]
        group = n.role != "filler" and any(c.focusable for c in shown) and any(c.role == "label" for c in shown)
        if n.focusable or n.role in NAMED_ROLES or group:
            problems.append(f"empty name: {n.role}{' (focusable)' if n.focusable else ''} in "
                            f"{path_of(window, n)}")
    return problems


def board_checks(window):
    problems = no_empty_names(window)
    board = board_of(window)
    if board is None:
        return problems + ["no board named “Board” with holes"]
    for pit in holes_of(board):
        if not PIT.match(pit.name):
            problems.append(f"a hole's name does not give the hole and its count: “{pit.name}”")
        if (PLAYABLE in pit.name) != pit.enabled:
            problems.append(f"a hole says {'it can' if PLAYABLE in pit.name else 'nothing of whether it can'}"
                            f" be played but is {'enabled' if pit.enabled else 'disabled'}: “{pit.name}”")
    return problems


def path_of(window, target):
    """Where a node sits: its ancestors' roles and names."""
    def search(node, trail):
        if node is target:
            return trail
        for c in node.children:
            found = search(c, trail + [f'{node.role} "{node.name[:30]}"'])
            if found:
                return found
        return None

    return " > ".join(search(window, []) or ["?"])


def has_text(window, pattern, what):
    return [] if any(re.search(pattern, t) for t in window.texts()) else [f"no accessible text gives {what} "
                                                                          f"(/{pattern}/)"]


def clock_checks(window):
    problems = board_checks(window)
    board = board_of(window)
    if board and not any(PLAYABLE in p.name and p.enabled for p in holes_of(board)):
        problems.append("no hole says a move can start there")
    problems += has_text(window, r"Amina", "South's player (Amina)")
    problems += has_text(window, r"Juma", "North's player (Juma)")
    problems += has_text(window, r"Amina.{0,40}to move|to move.{0,40}Amina|South to move", "whose turn it is")
    problems += has_text(window, r"Reserve: 22", "the reserves (22 each)")
    for side in ["South", "North"]:
        problems += has_text(window, rf"Clock of {side}: \d+:\d\d left", f"{side}'s clock")
    return problems


def finished_checks(window):
    problems = board_checks(window)
    board = board_of(window)
    if board and any(PLAYABLE in p.name or p.enabled for p in holes_of(board)):
        problems.append("a hole of a finished game can be played")
    problems += has_text(window, r"Amina wins|South wins", "who won")
    if not any(n.showing and "wins" in n.name and any(c.role == "push button" for c in n.children)
               for n in window.walk()):
        problems.append("the result's panel is not named by who won")
    problems += has_text(window, r"resign", "how the game ended")
    return problems


def new_game_checks(dialog):
    problems = no_empty_names(dialog)
    problems += has_text(dialog, r"Bao la Kete", "the games offered")
    if not any(n.role == "combo box" and n.showing for n in dialog.walk()):
        problems.append("no strength to choose for the computer")
    return problems


FINISHED_RECORD = """[Game "kete"]
[South "Amina"]
[North "Juma"]
[Result "S resignation"]

1. f2ccw d3ccw
2. c2ccw d3cw
"""


def settings(home, app_id, extra):
    folder = os.path.join(home, ".config", app_id)
    os.makedirs(folder)
    with open(os.path.join(folder, "Baraza.conf"), "w") as f:
        f.write("[General]\nlanguage=en\n\n[sound]\non=false\n\n[view]\nspeed=3\n\n" + extra)


def run_state(procs, baraza, app_id, name, setup, role, checks, act, shots, quiet):
    """Runs the program in a home of its own, waits for its tree to pass `checks` (or the time to
    run out), prints the tree and says what failed."""
    home = tempfile.mkdtemp(prefix=f"baraza-atspi-{name}-")
    try:
        args = setup(home, app_id)
        env = dict(procs.env, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                   XDG_DATA_HOME=os.path.join(home, ".local/share"), XDG_CACHE_HOME=os.path.join(home, ".cache"),
                   QT_QPA_PLATFORM="xcb", QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   LANGUAGE="en", LC_ALL="C.UTF-8")
        started = time.monotonic()
        program = procs.start([baraza] + args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        window, problems = None, ["the window did not appear in the accessibility tree"]
        deadline = started + TIMEOUT_S
        while time.monotonic() < deadline and program.poll() is None:
            app = find_app("Baraza")
            if app is not None and act is not None and read_window(app, "frame") is not None:
                act(app)  # once the main window is there, as a reader's user would
                act = None
            window = read_window(app, role) if app is not None and act is None else None
            if window is not None:
                problems = checks(window)
                if not problems:
                    break
            time.sleep(0.2)
        seconds = time.monotonic() - started
        if program.poll() is not None:
            problems.append(f"the program ended (status {program.returncode}): "
                            f"{program.stderr.read().decode(errors='replace')[-2000:]}")
        if shots:
            subprocess.run(["import", "-display", procs.env["DISPLAY"], "-window", "root",
                            os.path.join(shots, f"atspi-{name}.png")], env=procs.env, check=False)
        procs.end(program)
        report(name, window, problems, seconds, quiet)
        return problems
    finally:
        shutil.rmtree(home, ignore_errors=True)


def report(name, window, problems, seconds, quiet):
    print(f"==== {name}: the window as AT-SPI shows it ({seconds:.1f} s) ====")
    if window is not None:
        nodes = [n for n in window.walk() if n.showing]
        named = sum(1 for n in nodes if n.name.strip())
        if not quiet:
            for n in window.walk():
                print(n.line())
        print(f"---- {len(nodes)} visible nodes: {named} named, {len(nodes) - named} unnamed "
              f"({sum(1 for n in nodes if not n.name.strip() and (n.focusable or n.role in NAMED_ROLES))}"
              f" of them focusable, labels or buttons)")
    for p in problems:
        print(f"FAIL {name}: {p}")
    if not problems:
        print(f"ok {name}")


def clock_setup(home, app_id):
    settings(home, app_id, "[game]\nvariant=1\nsouth=0\nnorth=0\nsouthName=Amina\nnorthName=Juma\n"
                           "timeControl=300\n")
    return []


def finished_setup(home, app_id):
    settings(home, app_id, "[game]\nvariant=1\nsouth=0\nnorth=0\n")
    record = os.path.join(home, "finished.bao")
    with open(record, "w") as f:
        f.write(FINISHED_RECORD)
    return [record]


def new_game_setup(home, app_id):
    # No game chosen yet: the first start welcomes with the New game dialog, the computer North.
    settings(home, app_id, "[game]\nnorth=1\n")
    return []


def open_editor(app):
    """Game → Set up position…, chosen through the reader's own interface (the menu item's action)."""
    import pyatspi

    item = pyatspi.findDescendant(app, lambda a: a.getRoleName() == "menu item"
                                  and (a.name or "").startswith("Set up position"))
    if item is None:
        raise RuntimeError("no menu item “Set up position…”")
    item.queryAction().doAction(0)


EDITOR_HOLE = "e2, South's kuu, "


def editor_checks(dialog):
    """The position editor: its board's holes named as the game's, each a button that adds a seed."""
    problems = no_empty_names(dialog)
    board = next((n for n in dialog.walk() if n.name.startswith("Board of the position") and n.children), None)
    if board is None:
        return problems + ["no editor board with holes"]
    for hole in board.children:
        if not PIT.match(hole.name) or not hole.enabled:
            problems.append(f"an editor hole is not named with its count, or cannot be pressed: “{hole.name}”")
    if not any(h.name.startswith(EDITOR_HOLE) for h in board.children):
        problems.append(f"no hole named “{EDITOR_HOLE}…”")
    return problems


STATES = [("clock", clock_setup, "frame", clock_checks, None),
          ("finished", finished_setup, "frame", finished_checks, None),
          ("new-game", new_game_setup, "dialog", new_game_checks, None),
          ("editor", clock_setup, "dialog", editor_checks, open_editor)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("baraza")
    parser.add_argument("app_id")
    parser.add_argument("--shots", help="save a screenshot of each state into this folder")
    parser.add_argument("--quiet", action="store_true", help="only the counts and the failures")
    args = parser.parse_args()
    launcher = find_tools()
    procs = Processes()
    # Stopped (Ctrl+C, a test runner's timeout): what was started ends all the same.
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda number, frame: sys.exit(128 + number))
    began = time.monotonic()
    scratch = tempfile.mkdtemp(prefix="baraza-atspi-")
    try:
        start_buses(procs, launcher, scratch)
        problems = []
        for name, setup, role, checks, act in STATES:
            problems += run_state(procs, os.path.abspath(args.baraza), args.app_id, name, setup, role, checks, act,
                                  args.shots, args.quiet)
    except RuntimeError as e:
        problems = [str(e)]
        print(f"FAIL: {e}")
    finally:
        procs.end_all()
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"{'FAILED' if problems else 'passed'}: {len(problems)} problems, {time.monotonic() - began:.1f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
