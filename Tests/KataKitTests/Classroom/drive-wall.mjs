// Drives the wall of a workshop of twenty-five pairs in headless Chromium over the DevTools
// protocol, as an instructor would: checks that a pair who joins renames no animal, and steps
// through a pair's runs with ← →. Prints one JSON object; DashboardWallBrowserTests judges it.
//
// Usage: node --experimental-websocket drive-wall.mjs CHROMIUM BASE_URL TOKEN SHOTS_DIR
import { drivePage, names } from "./headless-page.mjs";

const [chromium, base, token, shots] = process.argv.slice(2);
await drivePage(chromium, shots, "UTC", async ({ page, loaded, open, evaluate, photograph, errors }) => {
  const report = { errors };

  // The anonymous wall: a pair who joins renames no one.
  await open(base + "/projector?anonymous=1");
  report.animalsBefore = await evaluate(names);
  const posted = await fetch(base + "/entries", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer " + token },
    body: JSON.stringify({
      entries: [{
        time: "2026-11-24T09:45:00Z", event: "run", step: "01-answer", stepNumber: 1,
        light: "red", tests: 2, failures: 1, learner: "aaron", kata: "tiny", id: "late-pair",
      }],
      snapshots: {},
    }),
  });
  report.postStatus = posted.status;
  report.animalsAfter = await evaluate(`window.refreshRoom().then(() => ${names})`);
  await photograph("projector-anonymous-25-pairs.png");

  // A pair's session, run by run: the links, then the keys.
  await open(base + "/diff?learner=ada&kata=tiny&run=2");
  report.diff = await evaluate(`({
    previous: document.getElementById("previous").getAttribute("href"),
    next: document.getElementById("next").getAttribute("href"),
    problem: document.querySelector("#problem pre") && document.querySelector("#problem pre").textContent,
    tests: Array.from(document.querySelectorAll("#tests h3")).map((h) => h.textContent),
    sources: Array.from(document.querySelectorAll("#sources h3")).map((h) => h.textContent),
    fontSize: getComputedStyle(document.querySelector("pre")).fontSize,
  })`);
  await photograph("diff-page.png");
  async function key(name) {
    const done = loaded();
    for (const type of ["keyDown", "keyUp"]) {
      await page("Input.dispatchKeyEvent", { type, key: name, code: name, windowsVirtualKeyCode: name === "ArrowLeft" ? 37 : 39 });
    }
    await done;
    return evaluate(`location.pathname + location.search`);
  }
  report.afterRight = await key("ArrowRight");
  report.afterLeft = await key("ArrowLeft");
  report.afterLeftAgain = await key("ArrowLeft");
  return report;
});
