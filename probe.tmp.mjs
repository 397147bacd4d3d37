import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
const routes = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: 320, height: 640 } });
for (const r of routes) {
  await p.goto("http://127.0.0.1:4284" + r);
  await p.waitForTimeout(800);
  await p.evaluate(() => (document.documentElement.style.fontSize = "200%"));
  await p.waitForTimeout(200);
  const res = await p.evaluate(() => {
    const vw = window.innerWidth;
    const out = [];
    for (const el of document.querySelectorAll("body *")) {
      const rc = el.getBoundingClientRect();
      if (rc.width === 0) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o !== "visible") { clipped = true; break; }
      }
      if (clipped) continue;
      if (el.parentElement && out.some((x) => x.el === el.parentElement)) { out.push({ el, skip: true }); continue; }
      if (rc.right > vw + 0.5 || rc.left < -0.5) {
        // only report elements whose parent is not already reported
        const cs = getComputedStyle(el);
        if (cs.position === "absolute" && el.closest(".visually-hidden")) continue;
        out.push({ el, s: `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}.${(el.className?.baseVal ?? el.className ?? "").toString().slice(0, 30)} [${Math.round(rc.left)}..${Math.round(rc.right)}] "${(el.textContent ?? "").trim().slice(0, 40)}" pos=${cs.position} vis=${cs.visibility} ws=${cs.whiteSpace}` });
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.data.trim()) continue;
      const r = document.createRange(); r.selectNodeContents(n);
      const rc = r.getBoundingClientRect();
      if (rc.width === 0) continue;
      if (rc.right > vw + 0.5) {
        let clipped = false;
        for (let a = n.parentElement; a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== "visible") { clipped = true; break; }
        }
        if (!clipped) texts.push(`TEXT in ${n.parentElement.tagName}.${String(n.parentElement.className).slice(0,25)} [${Math.round(rc.left)}..${Math.round(rc.right)}] "${n.data.trim().slice(0, 50)}"`);
      }
    }
    out.push(...texts.map((s) => ({ s })));
    return { sw: document.scrollingElement.scrollWidth, vw, out: out.filter((x) => !x.skip).map((x) => x.s).slice(0, 25) };
  });
  console.log("==", r, "scrollWidth", res.sw, "innerWidth", res.vw);
  for (const o of res.out) console.log("   ", o);
}
await b.close();
