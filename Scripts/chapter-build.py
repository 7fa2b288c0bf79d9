#!/usr/bin/env python3
"""Builds and runs one chapter's reference tests with swiftc alone, on Linux.

Usage: Scripts/chapter-build.py [--list] TEST_MODULE CLASS... -- TEST_FILE...

Called by Scripts/test-chapter.sh. Compiles only what the chapter's tests use: the
reference module they test (ToDo or AppMenu), the shared test helpers when a test file
imports them (TestSupport, over CommandLineSupport), and the given test files; then a
runner that calls XCTMain with the given classes' tests, as SwiftPM's generated runner
does, links the test binary and runs it in the package's folder. Each module is kept in
.build/test-chapter/ under a key of its flags and sources, so a second run compiles only
what changed. Exit status: the test binary's, or 3 when the build cannot be done here (the
caller then runs `swift test`). With --list, prints the tests it would run, one
`Module.Class/method` a line as `--list-tests` prints them, and builds nothing.
"""
import hashlib, os, re, shutil, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, ".build", "test-chapter")
CACHE = os.path.join(BUILD, "module-cache")
FLAGS = ["-package-name", "tddkit", "-parse-as-library", "-enable-testing", "-Onone",
         "-swift-version", "6", "-D", "SWIFT_PACKAGE", "-D", "DEBUG",
         "-no-emit-module-separately-wmo", "-module-cache-path", CACHE]

# Each module this script may build: its sources, resources and the modules it imports.
MODULES = {
    "ToDo": ("Sources/ToDo", [], []),
    "AppMenu": ("Sources/AppMenu", ["Resources/menuItems.plist"], []),
    "CommandLineSupport": ("Sources/CommandLineSupport", [], []),
    "TestSupport": ("Tests/Support", ["fake_todo_server.py", "fake_github_api.py",
                                      "hostile_server.py", "parent_watch.py"],
                    ["CommandLineSupport"]),
}
TESTED = {"ToDoTests": "ToDo", "AppMenuTests": "AppMenu"}


def swift_files(folder):
    found = []
    for base, _, names in os.walk(os.path.join(ROOT, folder)):
        found += [os.path.join(base, name) for name in names if name.endswith(".swift")]
    return sorted(found)


def key_of(parts, files):
    digest = hashlib.sha256("\0".join(parts).encode())
    for path in files:
        digest.update(path.encode())
        with open(path, "rb") as handle:
            digest.update(handle.read())
    return digest.hexdigest()[:16]


def compile_module(name, sources, dependencies, resources=(), folder_of=None, swift5=False):
    """Compiles `name` whole into its kept folder; returns that folder."""
    includes = [argument for dependency in dependencies for argument in ("-I", folder_of[dependency])]
    flags = (["-parse-as-library", "-Onone", "-module-cache-path", CACHE] if swift5 else
             FLAGS + ["-D", "SWIFT_MODULE_RESOURCE_BUNDLE_" + ("AVAILABLE" if resources else "UNAVAILABLE")])
    interfaces = [os.path.join(folder_of[dependency], dependency + ".swiftmodule")
                  for dependency in dependencies]
    key = key_of([name, swiftc, *flags, *dependencies], sources + list(resources) + interfaces)
    folder = os.path.join(BUILD, f"{name}-{key}")
    if os.path.isdir(folder):
        return folder
    building = folder + ".building"
    shutil.rmtree(building, ignore_errors=True)
    os.makedirs(building)
    inputs = list(sources)
    if resources:
        bundle = os.path.join(folder, f"TDDKit_{name}.resources")
        os.makedirs(os.path.join(building, os.path.basename(bundle)))
        for resource in resources:
            shutil.copy(resource, os.path.join(building, os.path.basename(bundle)))
        accessor = os.path.join(building, "resource_bundle_accessor.swift")
        with open(accessor, "w") as handle:
            handle.write("import Foundation\n\nextension Foundation.Bundle {\n"
                         f"  static let module: Bundle = {{\n    let path = {bundle!r}\n"
                         "    guard let bundle = Bundle(path: path) else {\n"
                         "      Swift.fatalError(\"could not load resource bundle from \\(path)\")\n"
                         "    }\n    return bundle\n  }()\n}\n".replace("'", '"'))
        inputs.append(accessor)
    command = [swiftc, "-module-name", name, *flags, *includes, "-wmo", "-c", *inputs,
               "-emit-module", "-emit-module-path", os.path.join(building, name + ".swiftmodule"),
               "-o", os.path.join(building, name + ".o")]
    result = subprocess.run(command, cwd=ROOT)
    if result.returncode != 0:
        shutil.rmtree(building, ignore_errors=True)
        sys.exit(result.returncode)
    os.replace(building, folder)
    return folder


def without_comments_and_strings(text):
    """The text with comments and string literals blanked, so braces inside them are not
    counted."""
    pattern = re.compile(r'//[^\n]*|/\*.*?\*/|"""(?:\\.|[^\\])*?"""|"(?:\\.|[^"\\\n])*"', re.S)
    return pattern.sub(lambda match: re.sub(r"[^\n]", " ", match.group(0)), text)


def test_methods(files, classes):
    """The test methods of each class in `classes`, from its declaration and extensions:
    (name, is_async) in the order of the files."""
    methods = {name: [] for name in classes}
    opening = re.compile(
        r"^(?:[\w@]+\s+)*(?:class\s+(\w+)\s*:[^{]*|extension\s+(\w+)[^{]*)\{", re.M)
    method = re.compile(r"\bfunc\s+(test\w*)\s*\(\s*\)\s*(async)?")
    for path in files:
        with open(path) as handle:
            text = without_comments_and_strings(handle.read())
        for match in opening.finditer(text):
            name = match.group(1) or match.group(2)
            if name not in methods:
                continue
            depth, index = 1, match.end()
            while depth and index < len(text):
                depth += {"{": 1, "}": -1}.get(text[index], 0)
                index += 1
            body = text[match.end():index - 1]
            # Only the members of the class itself, not of a type nested in it.
            members, depth = [], 0
            for line_match in re.finditer(r"[{}]|\bfunc\s+test\w*\s*\(\s*\)\s*(?:async)?", body):
                token = line_match.group(0)
                if token == "{":
                    depth += 1
                elif token == "}":
                    depth -= 1
                elif depth == 0:
                    found = method.match(token)
                    members.append((found.group(1), found.group(2) is not None))
            methods[name] += [member for member in members if member not in methods[name]]
    return methods


def runner_source(module, methods):
    cases = []
    for name, members in methods.items():
        entries = "\n".join(
            f'        ("{test}", {"asyncTest(" + name + "." + test + ")" if is_async else name + "." + test}),'
            for test, is_async in members)
        cases.append(f"      testCase(\n        [\n{entries}\n        ] as [(String, ({name}) -> () throws -> Void)]),")
    return ("import XCTest\n\n@testable import " + module + "\n\n@main\n"
            '@available(*, deprecated, message: "Not deprecated: lets tests of deprecated code run")\n'
            "struct ChapterRunner {\n  static func main() {\n    XCTMain([\n"
            + "\n".join(cases) + "\n    ])\n  }\n}\n")


def main():
    arguments = sys.argv[1:]
    listing = arguments[:1] == ["--list"]
    arguments = arguments[1:] if listing else arguments
    if "--" not in arguments or arguments.index("--") < 2 or arguments[-1] == "--":
        sys.exit(__doc__)
    separator = arguments.index("--")
    module, classes = arguments[0], arguments[1:separator]
    test_files = [os.path.abspath(path) for path in arguments[separator + 1:]]
    if listing:
        for name, members in test_methods(test_files, classes).items():
            for test, _ in members:
                print(f"{module}.{name}/{test}")
        return
    if not sys.platform.startswith("linux") or not swiftc:
        sys.exit(3)
    texts = "".join(open(path).read() for path in test_files)
    tested = TESTED[module]
    needed = [tested] + (["CommandLineSupport", "TestSupport"] if "import TestSupport" in texts else [])
    os.makedirs(CACHE, exist_ok=True)

    folder_of = {}
    def build(name):
        sources_folder, resources, dependencies = MODULES[name]
        folder_of[name] = compile_module(
            name, swift_files(sources_folder), dependencies,
            [os.path.join(ROOT, sources_folder, resource) for resource in resources], folder_of)
    # The modules the tests import, two at a time on as many cores; TestSupport after the
    # module it imports.
    with ThreadPoolExecutor(max_workers=2) as pool:
        for _ in pool.map(build, [name for name in needed if name != "TestSupport"]):
            pass
    if "TestSupport" in needed:
        build("TestSupport")
    folder_of[module] = compile_module(
        module, test_files, [name for name in needed], folder_of=folder_of)

    methods = test_methods(test_files, classes)
    runner_folder = os.path.join(BUILD, "runner-" + key_of([repr(methods), module], []))
    os.makedirs(runner_folder, exist_ok=True)
    runner = os.path.join(runner_folder, "main.swift")
    with open(runner, "w") as handle:
        handle.write(runner_source(module, methods))
    runner_module = compile_module(
        "ChapterRunner", [runner], [module] + needed, folder_of=folder_of, swift5=True)

    binary = os.path.join(BUILD, "debug", "TDDKitPackageTests.xctest")
    os.makedirs(os.path.dirname(binary), exist_ok=True)
    objects = [os.path.join(folder_of[name], name + ".o") for name in needed + [module]]
    objects.append(os.path.join(runner_module, "ChapterRunner.o"))
    linker = ["-use-ld=lld"] if os.path.exists(os.path.join(os.path.dirname(swiftc), "ld.lld")) else []
    if subprocess.run([swiftc, *linker, *objects, "-o", binary], cwd=ROOT).returncode != 0:
        sys.exit(1)
    sys.exit(subprocess.run([binary], cwd=ROOT).returncode)


# The toolchain's swiftc, beside the `swift` on PATH.
swift = shutil.which("swift")
swiftc = os.path.join(os.path.dirname(os.path.realpath(swift)), "swiftc") if swift else ""
if __name__ == "__main__":
    main()
