// Drives the wall of a realistic day (Scripts/fill-room.py: 30 pairs over every kata, the
// longest names the room allows) in headless Chromium over the DevTools protocol, at
// 1920×1080 and 1280×720, named and anonymous, and the debrief's page: measures every card
// and every text in it by its boxes (no two cards overlap, no text leaves its card or lies
// over another, nothing scrolls sideways) and photographs each view. Prints one JSON
// object; DashboardWallBrowserTests judges it.
//
// Usage: node --experimental-websocket drive-projector.mjs CHROMIUM BASE_URL TOKEN SHOTS_DIR
import { drivePage } from "./headless-page.mjs";

const [chromium, base, , shots] = process.argv.slice(2);

// The wall's boxes: what overlaps or is cut, how many cards are whole on the first screen.
const measure = `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
  const cards = Array.from(document.querySelectorAll("#wall article.pair"));
  const problems = [];
  const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  const boxes = cards.map((card) => card.getBoundingClientRect());
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b, j) => {
    if (overlap(a, b)) problems.push("cards " + i + " and " + (i + j + 1) + " overlap");
  }));
  const texts = "h2, .status, .kata, .step, .on, .driver, .timer, .seen, .chaffs, .light";
  cards.forEach((card, i) => {
    const parts = Array.from(card.querySelectorAll(texts));
    const fragments = parts.flatMap((part) => Array.from(part.getClientRects()).map((box) => ({ part, box })));
    for (const { part, box } of fragments) {
      if (!inside(box, boxes[i])) problems.push("card " + i + ": " + part.className + " leaves the card: " + part.textContent);
    }
    fragments.forEach((a, x) => fragments.slice(x + 1).forEach((b) => {
      if (a.part.contains(b.part) || b.part.contains(a.part) || a.part === b.part) return;
      if (overlap(a.box, b.box)) problems.push("card " + i + ": " + a.part.className + " over " + b.part.className);
    }));
    for (const part of parts) {
      if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).display !== "inline") {
        problems.push("card " + i + ": " + part.className + " cut: " + part.textContent);
      }
    }
  });
  // Scrolled to the last screen, the title and the banner stay pinned on it.
  const screensAtTop = document.getElementById("screens").textContent;
  window.scrollTo(0, document.documentElement.scrollHeight);
  window.dispatchEvent(new Event("scroll"));
  const banner = document.querySelector(".banner");
  const pinned = {
    screensAtTop,
    screensAtBottom: document.getElementById("screens").textContent,
    titleTop: document.querySelector("h1").getBoundingClientRect().top,
    bannerTop: banner ? banner.getBoundingClientRect().top : null,
  };
  // Turned as the wall turns itself, screen by screen: every card is whole below the
  // pinned title and banners on one screen at least.
  window.scrollTo(0, 0);
  const whole = new Set();
  for (let turn = 0; turn < 30; turn++) {
    const pinnedBanners = document.querySelector(".banners");
    const below = (pinnedBanners || document.querySelector("h1")).getBoundingClientRect().bottom;
    cards.forEach((card, index) => {
      const box = card.getBoundingClientRect();
      if (box.top >= below - 1 && box.bottom <= innerHeight + 1) whole.add(index);
    });
    if (window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2) break;
    window.turnWall();
  }
  pinned.cardsNeverWhole = cards.length - whole.size;
  window.scrollTo(0, 0);
  window.dispatchEvent(new Event("scroll"));
  done({
    problems,
    pinned,
    cards: cards.length,
    whole: boxes.filter((box) => box.top >= 0 && box.bottom <= innerHeight && box.right <= innerWidth).length,
    pageScrollsRight: document.documentElement.scrollWidth > innerWidth + 1,
    fontSize: getComputedStyle(document.getElementById("wall")).fontSize,
    statuses: Array.from(document.querySelectorAll("#wall .status")).map((cell) => cell.textContent),
    names: Array.from(document.querySelectorAll("#wall h2")).map((cell) => cell.textContent),
    banners: Array.from(document.querySelectorAll(".banner")).map((banner) => ({
      text: banner.textContent, fontSize: getComputedStyle(banner).fontSize,
    })),
    timers: Array.from(document.querySelectorAll("#wall .timer")).map((cell) => cell.textContent),
    bursts: Array.from(document.querySelectorAll("#wall .light.burst")).map((mark) => mark.dataset.count),
  });
})))`;

await drivePage(chromium, shots, "UTC", async ({ open, evaluate, photograph, resize, errors }) => {
  const report = { errors, views: {} };
  for (const [width, height] of [[1920, 1080], [1280, 720]]) {
    await resize(width, height);
    for (const anonymous of [false, true]) {
      const name = `projector-${anonymous ? "anonymous-" : ""}30-pairs-${width}x${height}`;
      await open(base + "/projector" + (anonymous ? "?anonymous=1" : ""));
      report.views[name] = await evaluate(measure);
      await photograph(name + ".png");
    }
    await open(base + "/retro?anonymous=1");
    report.views[`retro-${width}x${height}`] = await evaluate(`({
      sections: Array.from(document.querySelectorAll("section h2")).map((h) => h.textContent),
      pageScrollsRight: document.documentElement.scrollWidth > innerWidth + 1,
      fontSize: getComputedStyle(document.body).fontSize,
      text: document.body.innerText,
    })`);
    await photograph(`retro-${width}x${height}.png`);
  }
  return report;
});
