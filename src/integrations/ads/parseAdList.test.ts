import { describe, expect, it } from 'vitest';
import { parseAdList } from './parseAdList';

const valid = {
  company: 'Acme Grids',
  description: 'Spreadsheets, but fast.',
  image: 'https://cdn.example.com/acme.png',
  statlink: 'https://srv.example.com/click/acme',
  statimp: 'https://srv.example.com/imp/acme',
  pixel: 'https://a.example.com/p.gif?t=[timestamp]||https://b.example.com/p.gif?ts=[timestamp]&again=[timestamp]',
  timestamp: '1700000000',
};

describe('parseAdList', () => {
  it('reads a valid entry with its impression beacons, timestamp filled in', () => {
    expect(parseAdList(JSON.stringify({ ads: [valid] }))).toEqual({
      ok: true,
      ads: [
        {
          company: 'Acme Grids',
          description: 'Spreadsheets, but fast.',
          image: 'https://cdn.example.com/acme.png',
          statlink: 'https://srv.example.com/click/acme',
          impressionUrls: [
            'https://srv.example.com/imp/acme',
            'https://a.example.com/p.gif?t=1700000000',
            'https://b.example.com/p.gif?ts=1700000000&again=1700000000',
          ],
        },
      ],
    });
  });

  it('entries without a statlink are not usable; empty objects are skipped', () => {
    const result = parseAdList(
      JSON.stringify({ ads: [{}, { ...valid, statlink: undefined }, { ...valid, statlink: '' }] }),
    );
    expect(result).toEqual({ ok: true, ads: [] });
  });

  it('not JSON, or JSON of another shape, is not ok', () => {
    expect(parseAdList('<html>Blocked</html>')).toMatchObject({ ok: false });
    expect(parseAdList('{"ads": ')).toMatchObject({ ok: false });
    expect(parseAdList('null')).toMatchObject({ ok: false });
    expect(parseAdList('[]')).toMatchObject({ ok: false });
    expect(parseAdList('{"ads": {"company": "x"}}')).toMatchObject({ ok: false });
  });

  it('wrong field types make the entry unusable', () => {
    expect(
      parseAdList(
        JSON.stringify({
          ads: [
            { ...valid, company: { name: 'x' } },
            { ...valid, description: 3 },
          ],
        }),
      ),
    ).toEqual({
      ok: true,
      ads: [],
    });
  });

  it('hostile links make the entry unusable; hostile images and beacons are dropped', () => {
    for (const statlink of [
      'javascript:alert(1)',
      'data:text/html,<script>',
      'http://srv.example.com/click',
      '//evil.example.com',
    ]) {
      expect(parseAdList(JSON.stringify({ ads: [{ ...valid, statlink }] }))).toEqual({ ok: true, ads: [] });
    }
    const result = parseAdList(
      JSON.stringify({
        ads: [
          {
            ...valid,
            image: 'javascript:alert(1)',
            statimp: 'data:image/gif;base64,R0lGOD',
            pixel: 'http://a.example.com/p||https://ok.example.com/p',
          },
        ],
      }),
    );
    expect(result).toMatchObject({ ok: true, ads: [{ image: null, impressionUrls: ['https://ok.example.com/p'] }] });
  });

  it('markup in text fields stays text, cut to a sane length', () => {
    const result = parseAdList(
      JSON.stringify({
        ads: [{ ...valid, company: '<script>alert(1)</script>', description: `<b>${'x'.repeat(500)}</b>` }],
      }),
    );
    if (!result.ok) {
      throw new Error(result.reason);
    }
    expect(result.ads[0]!.company).toBe('<script>alert(1)</script>');
    expect(Array.from(result.ads[0]!.description)).toHaveLength(200);
  });

  it('a hostile timestamp cannot break out of the beacon URL', () => {
    const result = parseAdList(
      JSON.stringify({ ads: [{ ...valid, statimp: undefined, timestamp: '1#@evil.example.com/' }] }),
    );
    expect(result).toMatchObject({
      ok: true,
      ads: [
        {
          impressionUrls: [
            'https://a.example.com/p.gif?t=1%23%40evil.example.com%2F',
            expect.stringMatching(/^https:\/\/b\.example\.com\//),
          ],
        },
      ],
    });
  });
});
