// Drives the wall of a workshop of twenty-five pairs in headless Chromium over the DevTools
// protocol, as an instructor would: photographs the projector at 1920×1080, checks that the
// rows fit and Pair, Step, Status and Last seen stay pinned, that a pair who joins renames no animal,
// and steps through a pair's runs with ← →. Prints one JSON object; DashboardWallBrowserTests judges it.
//
// Usage: node --experimental-websocket drive-wall.mjs CHROMIUM BASE_URL TOKEN SHOTS_DIR
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [chromium, base, token, shots] = process.argv.slice(2);
const profile = mkdtempSync(join(tmpdir(), "kata-chromium-"));
const browser = spawn(chromium, [
  "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0",
  `--user-data-dir=${profile}`, "--window-size=1920,1080", "about:blank",
]);
const deadline = setTimeout(() => finish({ error: "timed out after 60 s" }), 60_000);

function finish(report) {
  clearTimeout(deadline);
  process.stdout.write(JSON.stringify(report) + "\n");
  browser.kill("SIGKILL");
  try { rmSync(profile, { recursive: true, force: true }); } catch {}
  process.exit(0);
}

const address = await new Promise((resolve, reject) => {
  let text = "";
  browser.stderr.on("data", (chunk) => {
    text += chunk;
    const match = text.match(/DevTools listening on (ws:\/\/\S+)/);
    if (match) resolve(match[1]);
  });
  browser.on("exit", () => reject(new Error("chromium exited: " + text.slice(-500))));
}).catch((error) => finish({ error: String(error) }));

const socket = new WebSocket(address);
await new Promise((resolve) => socket.addEventListener("open", resolve));
let next = 0;
const waiting = new Map();
const listeners = [];
socket.addEventListener("message", (event) => {
  const message = JSON.parse(event.data);
  if (message.id !== undefined && waiting.has(message.id)) {
    const { resolve, reject } = waiting.get(message.id);
    waiting.delete(message.id);
    message.error ? reject(new Error(JSON.stringify(message.error))) : resolve(message.result);
  } else {
    for (const listener of listeners) listener(message);
  }
});
function send(method, params = {}, sessionId) {
  const id = ++next;
  socket.send(JSON.stringify({ id, method, params, sessionId }));
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
}

try {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  const page = (method, params) => send(method, params, sessionId);
  const errors = [];
  listeners.push((message) => {
    if (message.sessionId !== sessionId) return;
    if (message.method === "Runtime.exceptionThrown") {
      errors.push(message.params.exceptionDetails.text);
    }
    if (message.method === "Runtime.consoleAPICalled" && message.params.type === "error") {
      errors.push(message.params.args.map((arg) => arg.value).join(" "));
    }
  });
  function loaded() {
    return new Promise((resolve) => {
      const listener = (message) => {
        if (message.sessionId === sessionId && message.method === "Page.loadEventFired") {
          listeners.splice(listeners.indexOf(listener), 1);
          resolve();
        }
      };
      listeners.push(listener);
    });
  }
  async function open(url) {
    const done = loaded();
    await page("Page.navigate", { url });
    await done;
  }
  async function evaluate(expression) {
    const { result } = await page("Runtime.evaluate", {
      expression, returnByValue: true, awaitPromise: true,
    });
    return result.value;
  }
  async function photograph(name) {
    const { data } = await page("Page.captureScreenshot", { format: "png" });
    writeFileSync(join(shots, name), Buffer.from(data, "base64"));
  }
  const names = `Array.from(document.querySelectorAll("#room tbody th")).map((cell) => cell.textContent)`;

  await page("Page.enable");
  await page("Runtime.enable");
  await page("Emulation.setDeviceMetricsOverride", {
    width: 1920, height: 1080, deviceScaleFactor: 1, mobile: false,
  });
  await page("Emulation.setTimezoneOverride", { timezoneId: "UTC" });
  const report = { errors };

  // The wall: every row on screen, the pinned columns side by side at the left.
  await open(base + "/projector");
  report.names = await evaluate(names);
  report.wall = await evaluate(`(() => {
    const timeline = document.getElementById("timeline");
    const rows = Array.from(document.querySelectorAll("#room tbody tr"));
    const last = rows[rows.length - 1].getBoundingClientRect();
    const box = timeline.getBoundingClientRect();
    const first = rows[0];
    const edge = (selector) => first.querySelector(selector).getBoundingClientRect();
    const status = Array.from(document.querySelectorAll("td.status"));
    const seen = Array.from(document.querySelectorAll("td.seen"));
    return {
      fits: last.bottom <= window.innerHeight && timeline.scrollHeight <= timeline.clientHeight + 1,
      pageScrollsRight: document.documentElement.scrollWidth > window.innerWidth,
      pair: edge(".pin.pair").left - box.left, step: edge(".pin.step").left - edge(".pin.pair").right,
      status: edge(".pin.status").left - edge(".pin.step").right,
      seen: edge(".pin.seen").left - edge(".pin.status").right,
      statusWhole: status.every((cell) => cell.scrollWidth <= cell.clientWidth + 1),
      statusTexts: status.map((cell) => cell.textContent),
      seenWhole: seen.length === rows.length && seen.every((cell) => cell.scrollWidth <= cell.clientWidth + 1),
      seenTexts: seen.map((cell) => cell.textContent),
      sticky: getComputedStyle(first.querySelector(".pin.status")).position,
      scrolledRight: timeline.scrollLeft,
      bursts: Array.from(document.querySelectorAll(".light.burst")).map((mark) => mark.dataset.count),
      fontSize: getComputedStyle(document.querySelector("#room td")).fontSize,
    };
  })()`);
  await photograph("projector-25-pairs.png");

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
  finish(report);
} catch (error) {
  finish({ error: String(error && error.stack || error) });
}
