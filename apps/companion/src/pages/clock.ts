/**
 * The new tab's clock: hours and minutes in the page's language (`오전 10:42`, `10:42 AM`),
 * digital or drawn as an analog face. It changes on the minute.
 */
import type { PageStrings } from './strings.js';

const SVG = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** Calls `tick` now, then at the start of every minute. */
function everyMinute(tick: () => void): void {
  tick();
  const untilNextMinute = 60_000 - (Date.now() % 60_000);
  setTimeout(() => {
    tick();
    setInterval(tick, 60_000);
  }, untilNextMinute + 50);
}

function digital(time: Intl.DateTimeFormat, date: Intl.DateTimeFormat): HTMLElement {
  const clock = document.createElement('div');
  clock.className = 'clock clock-digital';
  clock.dataset.testid = 'newtab-clock-digital';
  const timeText = document.createElement('time');
  timeText.className = 'clock-time';
  const dateText = document.createElement('p');
  dateText.className = 'clock-date';
  clock.append(timeText, dateText);
  everyMinute(() => {
    const now = new Date();
    timeText.textContent = time.format(now);
    timeText.dateTime = now.toISOString();
    dateText.textContent = date.format(now);
  });
  return clock;
}

function analog(time: Intl.DateTimeFormat, strings: PageStrings): HTMLElement {
  const clock = document.createElement('div');
  clock.className = 'clock clock-analog';
  clock.dataset.testid = 'newtab-clock-analog';
  const face = svg('svg', { viewBox: '0 0 100 100', role: 'img', class: 'clock-face' });
  const label = svg('title', {});
  face.append(label, svg('circle', { cx: 50, cy: 50, r: 47, class: 'clock-rim' }));
  for (let hour = 0; hour < 12; hour += 1) {
    const long = hour % 3 === 0;
    face.append(
      svg('line', {
        x1: 50,
        y1: long ? 8 : 10,
        x2: 50,
        y2: 15,
        class: long ? 'clock-tick clock-tick-major' : 'clock-tick',
        transform: `rotate(${hour * 30} 50 50)`,
      }),
    );
  }
  const hourHand = svg('line', { x1: 50, y1: 54, x2: 50, y2: 28, class: 'clock-hand-hour' });
  const minuteHand = svg('line', { x1: 50, y1: 56, x2: 50, y2: 16, class: 'clock-hand-minute' });
  face.append(hourHand, minuteHand, svg('circle', { cx: 50, cy: 50, r: 2.5, class: 'clock-pin' }));
  clock.append(face);
  everyMinute(() => {
    const now = new Date();
    const minutes = now.getMinutes();
    hourHand.setAttribute('transform', `rotate(${(now.getHours() % 12) * 30 + minutes / 2} 50 50)`);
    minuteHand.setAttribute('transform', `rotate(${minutes * 6} 50 50)`);
    label.textContent = `${strings.clock}: ${time.format(now)}`;
  });
  return clock;
}

export function createClock(
  style: 'digital' | 'analog',
  language: string,
  strings: PageStrings,
): HTMLElement {
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
  if (style === 'analog') return analog(time, strings);
  const date = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  return digital(time, date);
}
