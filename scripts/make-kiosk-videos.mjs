// Makes the demo kiosk's three looping clips (web/public/kiosk-videos/clip-N.webm, about 8 KB each) with the headless
// Chromium the browser tests already need: a canvas animation recorded by MediaRecorder as VP8 WebM. No ffmpeg needed.
// Run: node scripts/make-kiosk-videos.mjs (the files are committed; rerun only to change them).
/* global document, MediaRecorder, requestAnimationFrame */
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
await page.setContent('<canvas id=c width=320 height=180></canvas>');
const clips = [
  ['Brakes that stop on a dime', '#0b5cab'],
  ['Batteries tested free', '#1e7b34'],
  ['Ask us about installation', '#b42318'],
];
for (const [i, [title, color]] of clips.entries()) {
  const b64 = await page.evaluate(
    async ([title, color]) => {
      const c = document.getElementById('c');
      const g = c.getContext('2d');
      const stream = c.captureStream(10);
      const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 60000 });
      const chunks = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((r) => (rec.onstop = r));
      rec.start();
      const t0 = performance.now();
      await new Promise((resolve) => {
        const draw = () => {
          const t = (performance.now() - t0) / 1000;
          g.fillStyle = color;
          g.fillRect(0, 0, 320, 180);
          g.fillStyle = 'rgba(255,255,255,0.25)';
          g.beginPath();
          g.arc(40 + t * 80, 120, 30, 0, 7);
          g.fill();
          g.fillStyle = '#fff';
          g.font = 'bold 18px sans-serif';
          g.textAlign = 'center';
          g.fillText(title, 160, 70);
          if (t < 3) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      rec.stop();
      await done;
      const buf = await new Blob(chunks).arrayBuffer();
      let s = '';
      const u = new Uint8Array(buf);
      for (let k = 0; k < u.length; k++) s += String.fromCharCode(u[k]);
      return btoa(s);
    },
    [title, color],
  );
  writeFileSync(`web/public/kiosk-videos/clip-${i + 1}.webm`, Buffer.from(b64, 'base64'));
}
await browser.close();
