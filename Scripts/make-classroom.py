#!/usr/bin/env python3
"""Writes a synthetic classroom folder for `kata dashboard`: LEARNERS learners, each with
RUNS runs of one kata over a morning, with lights, hints, predictions, verdicts and coverage
spread the way a workshop spreads them. Deterministic: the same arguments give the same files.

Usage: Scripts/make-classroom.py DIR [--learners 40] [--runs 500]
"""
import argparse
import datetime
import json
import os
import random


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--learners", type=int, default=40)
    parser.add_argument("--runs", type=int, default=500)
    arguments = parser.parse_args()
    random_numbers = random.Random(2026)
    start = datetime.datetime(2026, 11, 23, 9, 0, 0, tzinfo=datetime.timezone.utc)
    for number in range(arguments.learners):
        learner = f"pair{number + 1:02d}"
        folder = os.path.join(arguments.folder, learner)
        os.makedirs(folder, exist_ok=True)
        lines = []
        step = 1
        seconds = random_numbers.randint(0, 300)
        for run in range(arguments.runs):
            seconds += random_numbers.randint(5, 40)
            if random_numbers.random() < 0.01:
                seconds += 900  # a coffee break: a quiet stretch to collapse
            light = random_numbers.choices(["red", "amber", "green"], [3, 2, 4])[0]
            entry = {
                "time": (start + datetime.timedelta(seconds=seconds)).strftime("%Y-%m-%dT%H:%M:%SZ"),
                "event": "run", "kata": "data-model", "learner": learner,
                "step": f"{step:02d}-step", "stepNumber": step, "light": light,
                "tests": step * 2, "failures": 0 if light == "green" else 1,
                "seconds": 2.5, "hints": random_numbers.randint(0, 2),
            }
            if random_numbers.random() < 0.3:
                entry["prediction"] = random_numbers.choice(["red", "amber", "green"])
            if random_numbers.random() < 0.5:
                entry["verdict"] = {"previous": "amber", "reference": "green",
                                    "caught": ["a"], "missed": []}
            if light == "green":
                entry["coverage"] = {"covered": 18, "count": 20, "uncovered": []}
            lines.append(json.dumps(entry, sort_keys=True))
            if light == "green" and random_numbers.random() < 0.5:
                step += 1
                lines.append(json.dumps({"time": entry["time"], "event": "next", "kata": "data-model",
                                         "learner": learner, "step": f"{step:02d}-step",
                                         "stepNumber": step}, sort_keys=True))
        with open(os.path.join(folder, "data-model.jsonl"), "w") as handle:
            handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
