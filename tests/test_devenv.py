"""scripts/devenv.py's browser lookup: found, installed as root with apt, or a clear refusal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
import devenv  # noqa: E402


@pytest.fixture
def machine(monkeypatch):
    """A fake machine: which commands exist, whether we are root, what apt-get was asked."""
    state = {"on_path": set(), "root": False, "apt": True, "installs": [], "provides": {}}

    def which(name):
        if name == "apt-get":
            return "/usr/bin/apt-get" if state["apt"] else None
        return f"/usr/bin/{name}" if name in state["on_path"] else None

    def apt_install(packages):
        if not state["root"]:
            raise devenv.Missing(f"{' '.join(packages)} not installed, and only root can apt-get install it")
        state["installs"].append(list(packages))
        for pkg in packages:
            state["on_path"] |= state["provides"].get(pkg, set())

    monkeypatch.setattr(devenv.shutil, "which", which)
    monkeypatch.setattr(devenv, "apt_install", apt_install)
    monkeypatch.delenv("FIREFOX", raising=False)
    monkeypatch.delenv("WEBKIT_DRIVER", raising=False)
    state["provides"] = {"firefox-esr": {"firefox-esr"}, "webkit2gtk-driver": {"WebKitWebDriver"},
                         "xvfb": {"Xvfb"}}
    return state


def test_found_on_path_installs_nothing(machine):
    machine["on_path"] |= {"firefox-esr", "WebKitWebDriver", "Xvfb"}
    assert devenv.find_firefox() == "/usr/bin/firefox-esr"
    assert devenv.find_webkit() == "/usr/bin/WebKitWebDriver"
    assert machine["installs"] == []


def test_root_installs_only_what_is_missing(machine):
    machine["root"] = True
    machine["on_path"] |= {"Xvfb"}
    assert devenv.find_firefox() == "/usr/bin/firefox-esr"
    assert devenv.find_webkit() == "/usr/bin/WebKitWebDriver"
    assert machine["installs"] == [["firefox-esr"], ["webkit2gtk-driver"]]


def test_not_root_says_why_and_the_command_exits_1(machine, capsys):
    with pytest.raises(devenv.Missing, match="only root"):
        devenv.find_firefox()
    assert devenv.main(["webkit"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "only root" in err


def test_lookup_only_never_installs(machine):
    machine["root"] = True
    with pytest.raises(devenv.Missing, match="webkit2gtk-driver and xvfb not installed"):
        devenv.find_webkit(install=False)
    assert machine["installs"] == []


def test_env_variable_wins(machine, monkeypatch, tmp_path):
    fake = tmp_path / "firefox"
    fake.write_text("")
    monkeypatch.setenv("FIREFOX", str(fake))
    assert devenv.find_firefox() == str(fake)


def test_real_apt_install_refuses_without_root_or_sudo(monkeypatch):
    monkeypatch.setattr(devenv, "_is_root", lambda: False)
    monkeypatch.setattr(devenv.shutil, "which", lambda name: None)  # no sudo here
    with pytest.raises(devenv.Missing, match="sudo apt-get install firefox-esr"):
        devenv.apt_install(["firefox-esr"])


def test_not_root_with_passwordless_sudo_apt_gets_through_sudo(monkeypatch):
    """A GitHub runner: not root, sudo without a password."""
    calls = []

    def run(cmd, **kwargs):
        calls.append(cmd)
        return subprocess.CompletedProcess(cmd, 0)

    monkeypatch.setattr(devenv, "_is_root", lambda: False)
    monkeypatch.setattr(devenv.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(devenv.subprocess, "run", run)
    devenv.apt_install(["webkit2gtk-driver", "xvfb"])
    assert calls[0] == ["sudo", "-n", "true"]
    assert calls[1] == ["sudo", "-n", "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "update"]
    assert calls[2][:4] == ["sudo", "-n", "env", "DEBIAN_FRONTEND=noninteractive"]
    assert calls[2][4:] == ["apt-get", "install", "-y", "--no-install-recommends", "webkit2gtk-driver", "xvfb"]


def test_sudo_that_asks_for_a_password_is_refused(monkeypatch):
    monkeypatch.setattr(devenv, "_is_root", lambda: False)
    monkeypatch.setattr(devenv.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(devenv.subprocess, "run", lambda cmd, **kw: subprocess.CompletedProcess(cmd, 1))
    with pytest.raises(devenv.Missing, match="passwordless sudo"):
        devenv.apt_install(["xvfb"])


def test_browsers_names_what_is_missing_and_exits_1(machine, monkeypatch, capsys):
    monkeypatch.setattr(devenv, "find_chromium", lambda: "/usr/bin/chromium")
    machine["on_path"] |= {"firefox"}
    assert devenv.main(["browsers"]) == 1
    err = capsys.readouterr().err
    assert "missing: webkit" in err and "firefox: /usr/bin/firefox" in err
    machine["root"] = True
    assert devenv.main(["browsers"]) == 0 and machine["installs"] == [["webkit2gtk-driver", "xvfb"]]
