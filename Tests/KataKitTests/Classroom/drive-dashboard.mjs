// Drives the classroom's pages in headless Chromium over the DevTools protocol, as an
// instructor would: sorts and scrolls the desk view, reloads, lets the live table refresh,
// clicks a light for its diff, and photographs the projector and anonymous views at
// 1920×1080. Prints what it saw as one JSON object; DashboardBrowserTests judges it.
//
// Usage: node --experimental-websocket drive-dashboard.mjs CHROMIUM BASE_URL TOKEN SHOTS_DIR
import { drivePage, names } from "./headless-page.mjs";

const [chromium, base, token, shots] = process.argv.slice(2);
await drivePage(chromium, shots, "Asia/Tokyo", async ({ page, loaded, open, evaluate, photograph, errors }) => {
  await page("Emulation.setLocaleOverride", { locale: "en-GB" });

  // The desk: sort by name, scroll, reload; then a new run arrives and the table refreshes.
  await open(base + "/");
  const report = { errors };
  report.deskFirst = await evaluate(names);
  report.firstRunShown = await evaluate(`document.querySelector("p.meta time").textContent`);
  report.firstTip = await evaluate(`document.querySelector(".light").getAttribute("data-tip")`);
  await evaluate(`document.querySelector("button[data-sort=name]").click()`);
  report.deskByName = await evaluate(names);
  const scrolled = `document.getElementById("timeline").scrollTop`;
  await evaluate(`${scrolled} = 120; new Promise((done) => setTimeout(done, 100))`);
  report.scrollBefore = await evaluate(scrolled);
  const reloaded = loaded();
  await page("Page.reload");
  await reloaded;
  report.deskAfterReload = await evaluate(names);
  report.scrollAfterReload = await evaluate(scrolled);
  report.headerShown = await evaluate(`(() => {
    const header = document.querySelector("#room thead th").getBoundingClientRect();
    const timeline = document.getElementById("timeline").getBoundingClientRect();
    return header.top >= timeline.top - 1 && header.top < timeline.top + 5;
  })()`);
  await photograph("desk.png");
  report.lightsBefore = await evaluate(`document.querySelectorAll(".light").length`);
  const code = { "Sources/Tiny/Tiny.swift": "let value = 99\n" };
  const posted = await fetch(base + "/entries", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer " + token },
    body: JSON.stringify({
      entries: [{
        time: "2026-11-24T09:49:00Z", event: "run", step: "02-double", stepNumber: 2,
        light: "green", tests: 2, failures: 0, learner: "bob", kata: "tiny", id: "late-run",
      }],
      snapshots: {},
    }),
  });
  report.postStatus = posted.status;
  report.lightsAfterRefresh = await evaluate(`
    window.refreshRoom().then(() => document.querySelectorAll(".light").length)`);
  report.deskAfterRefresh = await evaluate(names);
  report.scrollAfterRefresh = await evaluate(scrolled);

  // A real click on ada's first light opens that run's diff.
  const box = await evaluate(`(() => {
    const light = document.querySelector('tr[data-name^="ada "] a.light');
    light.scrollIntoView({ block: "center" });
    const rect = light.getBoundingClientRect();
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  })()`);
  const opened = loaded();
  for (const type of ["mousePressed", "mouseReleased"]) {
    await page("Input.dispatchMouseEvent", { type, x: box.x, y: box.y, button: "left", clickCount: 1 });
  }
  await opened;
  report.diffAddress = await evaluate(`location.pathname + location.search`);
  report.diffAdded = await evaluate(`Array.from(document.querySelectorAll(".add")).map((line) => line.textContent)`);
  await photograph("diff.png");

  // The wall, with names and without.
  await open(base + "/projector");
  report.projectorNames = await evaluate(names);
  report.projectorStatus = await evaluate(`Array.from(document.querySelectorAll("#wall .status")).map((cell) => cell.textContent)`);
  report.projectorFontSize = await evaluate(`getComputedStyle(document.getElementById("wall")).fontSize`);
  await photograph("projector.png");
  await open(base + "/projector?anonymous=1");
  report.anonymousText = await evaluate(`document.body.innerText`);
  report.anonymousLinks = await evaluate(`document.querySelectorAll("a").length`);
  await photograph("projector-anonymous.png");
  return report;
});
