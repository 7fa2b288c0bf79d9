// Headless Chromium over the DevTools protocol, for the classroom's browser tests: starts
// the browser with a fresh profile, opens one page at 1920×1080 and hands `drive` what it
// needs to use it; prints the report `drive` returns as one JSON object (or the error that
// stopped it) and ends the browser, within 60 s.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The names in the room's table or on its wall, in the order shown.
export const names = `Array.from(document.querySelectorAll("#room tbody th, #wall h2.name")).map((cell) => cell.textContent)`;

export async function drivePage(chromium, shots, timezoneId, drive) {
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

    await page("Page.enable");
    await page("Runtime.enable");
    async function resize(width, height) {
      await page("Emulation.setDeviceMetricsOverride", {
        width, height, deviceScaleFactor: 1, mobile: false,
      });
    }
    await resize(1920, 1080);
    await page("Emulation.setTimezoneOverride", { timezoneId });
    finish(await drive({ page, loaded, open, evaluate, photograph, resize, errors }));
  } catch (error) {
    finish({ error: String(error && error.stack || error) });
  }
}
