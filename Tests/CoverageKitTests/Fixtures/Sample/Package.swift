// swift-tools-version: 6.0

import PackageDescription

// A small package whose coverage exports are the fixtures of CoverageKitTests.
let package = Package(
  name: "Sample",
  targets: [
    .target(name: "Shapes"),
    .testTarget(name: "ShapesTests", dependencies: ["Shapes"]),
  ]
)
