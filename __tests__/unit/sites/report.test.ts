/** @jest-environment node */
import type { Problem } from '@/scripts/sites/checks';
import { pngSize, svgSize } from '@/scripts/sites/image-size';
import { formatReport, jsonReport, wantsColour } from '@/scripts/sites/report';

const problems: Problem[] = [
  { rule: 'translations-untranslated', severity: 'warning', group: 'translations', file: 'locales/da/home.json', field: 'title', message: 'is the same as English ("Home"): is it translated?', fix: 'translate it' },
  { rule: 'images', severity: 'error', group: 'volta-se', file: 'config/sites/volta-se.ts', field: 'logo', message: 'points at /x.svg, but there is no file public/x.svg', fix: 'add the image' },
  { rule: 'rewards', severity: 'note', group: 'aurora-dk', file: 'config/sites/aurora-dk.ts', field: 'rewards', message: 'reward categories not checked: no data', fix: 'ask the backend team' },
];

describe('the report', () => {
  it('prints errors grouped by site, warnings apart, one line per problem with the fix, and a summary', () => {
    const text = formatReport(problems, { colour: false, sites: ['aurora-dk', 'volta-se'] });
    expect(text).toBe(
      [
        'Errors: fix these before the site ships',
        '',
        'Site volta-se',
        '  ✖ config/sites/volta-se.ts › logo: points at /x.svg, but there is no file public/x.svg. Fix: add the image.',
        '',
        'Warnings: check these, they may be right',
        '',
        'Translations (locales/)',
        '  ⚠ locales/da/home.json › title: is the same as English ("Home"): is it translated? Fix: translate it.',
        '',
        'Notes',
        '',
        'Site aurora-dk',
        '  ℹ config/sites/aurora-dk.ts › rewards: reward categories not checked: no data. Fix: ask the backend team.',
        '',
        '✔ No problems in: aurora-dk',
        '✖ 2 sites checked: 1 error, 1 warning',
        '',
      ].join('\n'),
    );
  });

  it('uses colours only when asked', () => {
    expect(formatReport(problems, { colour: false, sites: [] })).not.toContain('\u001b[');
    expect(formatReport(problems, { colour: true, sites: [] })).toContain('\u001b[31m✖\u001b[0m');
  });

  it('wants colours on a terminal only, and never with NO_COLOR', () => {
    expect(wantsColour({ isTTY: true }, {})).toBe(true);
    expect(wantsColour({ isTTY: undefined }, { CI: 'true' })).toBe(false);
    expect(wantsColour({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
  });

  it('gives tools JSON with counts and every problem', () => {
    const json = JSON.parse(jsonReport(problems, ['aurora-dk', 'volta-se']));
    expect(json).toMatchObject({ ok: false, sites: ['aurora-dk', 'volta-se'], errors: 1, warnings: 1, notes: 1 });
    expect(json.problems).toHaveLength(3);
  });

  const settings = {
    'aurora-dk': { pictureHosts: ['https://media.aurora-bil.dk'], webPush: true, homeScreenIcons: ['/brands/aurora/app-icon-180.png', '/brands/aurora/app-icon-192.png', '/brands/aurora/app-icon-512.png'], faviconPng: '/brands/aurora/favicon-48.png' },
    'volta-se': { pictureHosts: [], webPush: false, homeScreenIcons: [] },
  };

  it("reports every site's picture hosts, web push and home-screen icons, problems or not", () => {
    const text = formatReport([], { colour: false, sites: ['aurora-dk', 'volta-se'], settings });
    expect(text).toContain(
      [
        'Settings',
        '  aurora-dk: pictureHosts https://media.aurora-bil.dk · webPushPublicKey set (notify me on this device: offered) · home-screen icons 180, 192, 512 px PNG · favicon 48 px PNG',
        '  volta-se: pictureHosts none · webPushPublicKey empty (no push) · home-screen icons none',
      ].join('\n'),
    );
    expect(JSON.parse(jsonReport([], ['aurora-dk', 'volta-se'], settings)).settings).toEqual(settings);
  });
});

describe('image sizes', () => {
  it('reads an SVG from width and height, else from its viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="200px" height="50" viewBox="0 0 100 25">')).toEqual({ width: 200, height: 50, format: 'svg' });
    expect(svgSize('<?xml version="1.0"?>\n<svg viewBox="0,0,32,32" xmlns="http://www.w3.org/2000/svg">')).toEqual({ width: 32, height: 32, format: 'svg' });
    expect(svgSize('<svg width="100%" height="100%">')).toBeUndefined();
  });

  it("reads a PNG's header", () => {
    const bytes = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    bytes.write('IHDR', 12, 'ascii');
    bytes.writeUInt32BE(180, 16);
    bytes.writeUInt32BE(120, 20);
    expect(pngSize(bytes)).toEqual({ width: 180, height: 120, format: 'png' });
    expect(pngSize(Buffer.from('GIF89a and more bytes to be long enough'))).toBeUndefined();
  });
});
