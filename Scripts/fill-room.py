#!/usr/bin/env python3
"""Fills a classroom folder with a realistic workshop day, to try the wall on a projector
before the room fills it: PAIRS pairs (30 by default) spread over every kata of Katas/, with
the real katas' step ids and step counts, the longest pair and driver names the room allows
(64 characters), the time boxes Katas/WORKSHOPS.md advises, rotation timers, and the pairs
an instructor meets: one finished, one quiet for 20 minutes, one red for 30, one under
`kata watch` (bursts of runs within a minute), one renamed on the way (`kata set name`),
two who chose the same name on two laptops, one started `--from 15 --test-first`, and a
driver due to hand over. Deterministic: the same arguments give the same files.

Usage: Scripts/fill-room.py ROOM [--pairs 30] [--now 2026-11-24T11:30:00Z] [--katas Katas]

Then `kata dashboard serve ROOM` and open http://127.0.0.1:8080/projector, or
`kata dashboard ROOM --projector` for a page on disk.
"""
import argparse
import datetime
import json
import os
import random

# Names as long as the room allows: 64 characters, letters of one script per member.
LONGEST_PAIR = "maximiliane.wolkenstein-rodenegg+bartholomew.featherstonehaugh"
LONGEST_DRIVER = "alexandrina.konstantinopoulou-vanderheyden-montgomery-fitzgerald"
NAMES = [
    "ada+bob", "cy+dee", "eve+fay", "gus+hal", "ivy+jon", "kim+lee", "max+sam", "ned+ora",
    "pia+quinn", "ravi+sol", "tia+uma", "vic+wes", "xia+yan", "zoe+abe", "ana+ben",
    "cara+dev", "elif+finn", "gita+hugo", "ines+jakob", "kofi+lena", "mara+nils",
    "olu+pedro", "rosa+sven", "taro+ulla", "vera+wim", "yusuf+zara",
]
# Time boxes as Katas/WORKSHOPS.md's plans start each kata; 15 for the others.
TIMEBOX = {"first-tests": 10, "data-model": 10, "false-greens": 10, "reading-coverage": 12,
           "item-list": 12, "testable-design": 15, "app-menu": 15, "api-client": 15,
           "test-doubles": 15, "putting-it-together": 18, "legacy-code": 22}


def katas(folder):
    """Every kata of `folder` in name order, with its step ids."""
    found = []
    for name in sorted(os.listdir(folder)):
        manifest = os.path.join(folder, name, "kata.json")
        if os.path.isfile(manifest):
            with open(manifest) as handle:
                steps = [step["id"] for step in json.load(handle)["steps"]]
            found.append((name, steps))
    return found


class Pair:
    """One workspace's journal, written as `kata` writes it."""

    def __init__(self, learner, kata, steps, start, mode, workspace, timebox, first=1):
        self.learner, self.kata, self.steps = learner, kata, steps
        self.workspace, self.timebox, self.mode = workspace, timebox, mode
        self.entries, self.step, self.time, self.driver, self.every = [], first, start, None, None
        self.log("start", mode=mode)

    def stamp(self):
        return self.time.strftime("%Y-%m-%dT%H:%M:%SZ")

    def log(self, event, **fields):
        entry = {"time": self.stamp(), "event": event, "kata": self.kata,
                 "learner": self.learner, "workspace": self.workspace,
                 "step": self.steps[self.step - 1], "stepNumber": self.step,
                 "id": f"{self.workspace}-{len(self.entries) + 1}"}
        if event in ("start", "next", "reset"):
            entry["steps"] = len(self.steps)
        if event in ("start", "next", "reset", "run") and self.timebox:
            entry["timebox"] = self.timebox
        if event == "start":
            entry["mode"] = fields.pop("mode")
        if event in ("run", "rotate"):
            if self.driver:
                entry["driver"] = self.driver
            if self.every:
                entry["rotateEvery"] = self.every
        entry.update(fields)
        self.entries.append(entry)

    def rewind(self, time):
        """Goes back to `time`: the entries from then on are left out, as if the pair's day
        took another turn there."""
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ")
        self.entries = [entry for entry in self.entries
                        if entry["time"] < stamp or entry["event"] == "start"]
        self.step = self.entries[-1]["stepNumber"] if self.entries else 1
        self.time = time

    def wait(self, minutes, seconds=0):
        self.time += datetime.timedelta(minutes=minutes, seconds=seconds)

    def run(self, light):
        failures = 0 if light == "green" else 1
        self.log("run", light=light, tests=self.step * 2, failures=failures, seconds=2.4)

    def rotate(self, driver, every=7):
        self.driver, self.every = driver, every
        self.log("rotate")

    def cycle(self, random_numbers, minutes=4):
        """A step's red, then green, then `kata next` (unless it is the last); the pair
        hands the keyboard over when its rotation timer says so."""
        self.hand_over()
        self.run(random_numbers.choice(["red", "red", "amber"]))
        self.wait(random_numbers.randint(1, minutes))
        self.run("green")
        if self.step < len(self.steps):
            self.wait(0, random_numbers.randint(20, 50))
            self.step += 1
            self.log("next")
        self.wait(random_numbers.randint(1, 2))

    def hand_over(self):
        """Hands the keyboard to the next member once the rotation timer is up, as a pair
        that keeps to it does."""
        members = self.learner.split("+")
        rotated = next((entry["time"] for entry in reversed(self.entries)
                        if entry["event"] == "rotate"), None)
        due = (self.time - datetime.timedelta(minutes=self.every or 0)).strftime("%Y-%m-%dT%H:%M:%SZ")
        if self.every and self.driver in members and rotated and rotated <= due:
            self.rotate(members[(members.index(self.driver) + 1) % len(members)], self.every)

    def write(self, room):
        """Appends the entries to the room's journals, each under the name it was sent
        with: a workspace renamed on the way (`kata set name`) has entries under both."""
        for entry in self.entries:
            folder = os.path.join(room, entry["learner"])
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, f"{self.kata}.jsonl"), "a") as handle:
                handle.write(json.dumps(entry, sort_keys=True) + "\n")


def day(room, pairs, now, folder):
    random_numbers = random.Random(2026)
    all_katas = katas(folder)
    by_id = dict(all_katas)
    names = [LONGEST_PAIR] + NAMES
    journals = []
    for index in range(pairs):
        kata, steps = all_katas[index % len(all_katas)]
        learner = names[index] if index < len(names) else f"pair{index + 1:02d}+guest"
        test_first = kata in ("test-doubles", "legacy-code", "api-client", "putting-it-together")
        pair = Pair(learner, kata, steps,
                    now - datetime.timedelta(minutes=random_numbers.randint(30, 90)),
                    "test-first" if test_first else "guided", f"w{index + 1:02d}",
                    TIMEBOX.get(kata, 15))
        pair.rotate(LONGEST_DRIVER if index == 0 else learner.split("+")[0])
        last = now - datetime.timedelta(minutes=random_numbers.randint(1, 5))
        while pair.time < last - datetime.timedelta(minutes=8) and pair.step < len(steps) - 1:
            pair.cycle(random_numbers, minutes=6)
        pair.time = last - datetime.timedelta(minutes=random_numbers.randint(1, 6))
        pair.hand_over()
        pair.time = last
        pair.run(random_numbers.choice(["red", "green", "green", "amber"]))
        journals.append(pair)
    special = {pair.kata: pair for pair in reversed(journals)}
    minutes_ago = lambda minutes: now - datetime.timedelta(minutes=minutes)
    # A pair that finished its kata, a while ago.
    finished = special["first-tests"]
    finished.rewind(minutes_ago(60))
    while finished.step < len(finished.steps):
        finished.cycle(random_numbers, minutes=2)
    finished.run("red")
    finished.wait(1)
    finished.run("green")
    # A pair silent for 20 minutes, and one red for 30.
    special["serialization"].rewind(minutes_ago(20))
    red = special["item-list"]
    red.rewind(minutes_ago(31))
    red.step = min(red.step + 1, len(red.steps))
    red.log("next")
    for minute in range(0, 31, 3):
        red.time = minutes_ago(30 - minute)
        red.run("red")
    # A pair under `kata watch`: seven runs in one minute.
    watcher = special["false-greens"]
    watcher.rewind(minutes_ago(2))
    for second in range(0, 56, 8):
        watcher.time = minutes_ago(2) + datetime.timedelta(seconds=second)
        watcher.run("red" if second < 24 else "green")
    # A driver past the pair's rotation timer of 7 minutes.
    due = special["test-doubles"]
    due.rewind(minutes_ago(9))
    due.rotate(due.learner.split("+")[1], every=7)
    due.time = minutes_ago(1)
    due.run("red")
    # A pair that renamed its workspace on the way (`kata set name`).
    renamed = special["reading-coverage"]
    renamed.rewind(minutes_ago(6))
    renamed.learner = "ada.lovelace+charles.babbage"
    renamed.rotate("ada.lovelace", renamed.every or 7)
    renamed.cycle(random_numbers, minutes=2)
    # Two pairs who both chose ada+bob, on two laptops (the second said --force).
    first = journals[1]
    same = Pair(first.learner, first.kata, first.steps, now - datetime.timedelta(minutes=40),
                first.mode, "w-second-laptop", first.timebox)
    same.rotate(first.learner.split("+")[1])
    while same.time < now - datetime.timedelta(minutes=6):
        same.cycle(random_numbers)
    journals.append(same)
    # The afternoon's data-model, `--from 15 --test-first`: the same pair's second workspace.
    morning = special["data-model"]
    later = Pair(morning.learner, "data-model", by_id["data-model"],
                 now - datetime.timedelta(minutes=35), "test-first", "w-from-15", 15, first=15)
    later.rotate(morning.learner.split("+")[0])
    while later.time < now - datetime.timedelta(minutes=8):
        later.cycle(random_numbers, minutes=6)
    later.time = now - datetime.timedelta(minutes=3)
    later.run("red")
    journals.append(later)
    for pair in journals:
        pair.write(room)
    return journals


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("room")
    parser.add_argument("--pairs", type=int, default=30)
    parser.add_argument("--now", default="2026-11-24T11:30:00Z")
    parser.add_argument("--katas", default=os.path.join(os.path.dirname(__file__), "..", "Katas"))
    arguments = parser.parse_args()
    now = datetime.datetime.strptime(arguments.now, "%Y-%m-%dT%H:%M:%SZ").replace(
        tzinfo=datetime.timezone.utc)
    os.makedirs(arguments.room, exist_ok=True)
    journals = day(arguments.room, arguments.pairs, now, arguments.katas)
    print(f"Filled {arguments.room} with {len(journals)} workspaces of "
          f"{len({pair.kata for pair in journals})} katas, the day until {arguments.now}")


if __name__ == "__main__":
    main()
