// Makes the demo kiosk's three looping clips (web/public/kiosk-videos/clip-N.webm, 1920 x 1080, a few hundred KB each:
// a 320 x 180 clip was blurry across a 1366 px kiosk screen, issue 31) with the headless
// Chromium the browser tests already need: a canvas animation recorded by MediaRecorder as VP8 WebM. No ffmpeg needed.
// Run: node scripts/make-kiosk-videos.mjs (the files are committed; rerun only to change them).
/* global document, MediaRecorder */
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
  ],
});
const clips = [
  ['Brakes that stop on a dime', '#0b5cab'],
  ['Batteries tested free', '#1e7b34'],
  ['Ask us about installation', '#b42318'],
];
for (const [i, [title, color]] of clips.entries()) {
  // A page per clip: at 1920 x 1080 a second recording in the same page came out empty.
  const page = await browser.newPage();
  await page.bringToFront();
  await page.setContent('<canvas id=c width=1920 height=1080></canvas>');
  const b64 = await page.evaluate(
    async ([title, color]) => {
      const c = document.getElementById('c');
      const g = c.getContext('2d');
      // Frames are pushed by hand once a second (a slide show of 4 frames a second apart): at this size the software encoder
      // dropped the frames of a faster animation and the clips came out a fraction of a second long.
      const stream = c.captureStream(0);
      const track = stream.getVideoTracks()[0];
      const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 8_000_000 });
      const chunks = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((r) => (rec.onstop = r));
      rec.start();
      for (let frame = 0; frame <= 3; frame++) {
        const t = frame;
        g.fillStyle = color;
        g.fillRect(0, 0, 1920, 1080);
        g.fillStyle = 'rgba(255,255,255,0.25)';
        g.beginPath();
        g.arc(240 + t * 480, 720, 180, 0, 7);
        g.fill();
        g.fillStyle = '#fff';
        g.font = 'bold 108px sans-serif';
        g.textAlign = 'center';
        g.fillText(title, 960, 420);
        track.requestFrame();
        await new Promise((r) => setTimeout(r, 1000));
      }
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
  await page.close();
}
await browser.close();
