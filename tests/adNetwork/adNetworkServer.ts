import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the local ad network answers, chosen per test:
 * - `quiet`: what every test that does not choose gets (the shared ad network of playwright.config.ts): a working script
 *   and list whose ads request nothing more, so pages load without a single failed request;
 * - `valid`: a working ad script (renders Carbon's `#carbonads`) and a list with one usable entry;
 * - `empty`: a list without a usable entry (no `statlink`), so the slot asks again;
 * - `malformed`: a list that is not JSON;
 * - `wrong-shape`: JSON without an `ads` list;
 * - `hostile`: entries with `javascript:`/`data:`/`http:` URLs and markup in every text field;
 * - `huge`: a 5 MB list;
 * - `slow`: the script and the list wait until the test calls `release()`;
 * - `error`: HTTP 500 for the script and the list;
 * - `crash`: a script that tears down the slot's own markup (a third-party script fighting the slot's code).
 */
export type AdScenario =
  | 'quiet'
  | 'valid'
  | 'empty'
  | 'malformed'
  | 'wrong-shape'
  | 'hostile'
  | 'huge'
  | 'slow'
  | 'error'
  | 'crash';

/**
 * Host of the ad images and impression beacons of the `valid` and `hostile` answers. They must be https, which no
 * local server speaks: the fixture answers them from the test's server on the browser's behalf.
 */
export const AD_NETWORK_PLACEHOLDER = 'ad-network.localhost';

export const VALID_AD = {
  company: 'Acme Grids',
  description: 'Spreadsheet speed for every React table.',
  image: `https://${AD_NETWORK_PLACEHOLDER}/static/acme.png`,
  statlink: `https://${AD_NETWORK_PLACEHOLDER}/click/acme`,
  statimp: `https://${AD_NETWORK_PLACEHOLDER}/imp/acme`,
  pixel: `https://${AD_NETWORK_PLACEHOLDER}/pixel/one?t=[timestamp]||https://${AD_NETWORK_PLACEHOLDER}/pixel/two?t=[timestamp]`,
  timestamp: '1700000000',
};

export const HOSTILE_ADS = [
  { ...VALID_AD, company: 'Script link', statlink: 'javascript:alert(document.cookie)' },
  { ...VALID_AD, company: 'Data link', statlink: 'data:text/html,<script>alert(1)</script>' },
  { ...VALID_AD, company: 'Plain http', statlink: `http://${AD_NETWORK_PLACEHOLDER}/click/insecure` },
  {
    company: '<img src=x onerror="window.__adXss=1">Evil Corp',
    description: '<script>window.__adXss=2</script><b>bold</b> claims',
    image: 'javascript:window.__adXss=3',
    statlink: `https://${AD_NETWORK_PLACEHOLDER}/click/evil`,
    statimp: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    pixel: `http://${AD_NETWORK_PLACEHOLDER}/pixel/insecure||javascript:alert(1)||https://${AD_NETWORK_PLACEHOLDER}/pixel/ok?t=[timestamp]`,
    timestamp: '"><svg onload=alert(1)>',
  },
];

/** The advertiser's image, at twice the displayed size as ad networks serve it for high-density screens: the slot sizes it to 130 × 100. */
const AD_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="260" height="200"><rect width="260" height="200" fill="#2e7d32"/>' +
  '<text x="24" y="112" font-family="Arial" font-size="32" fill="#fff">Acme Grids</text></svg>';

// A 1 × 1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The ad script: renders Carbon's markup next to its own script tag, with DOM calls only. */
function carbonScript(ad: Pick<typeof VALID_AD, 'company' | 'description' | 'image' | 'statlink'>): string {
  return `(() => {
  const script = document.currentScript;
  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  };
  const link = (className) => Object.assign(element('a', className), { href: ${JSON.stringify(ad.statlink)}, target: '_blank', rel: 'noopener sponsored' });
  const root = element('div');
  root.id = 'carbonads';
  const wrap = element('span', 'carbon-wrap');
  const imageLink = link('carbon-img');
  // Carbon names its image link by the image's alt text.
  const image = Object.assign(document.createElement('img'), { src: ${JSON.stringify(ad.image)}, alt: 'ads via Carbon' });
  imageLink.append(image);
  const text = link('carbon-text');
  text.textContent = ${JSON.stringify(`${ad.company} — ${ad.description}`)};
  wrap.append(imageLink, text);
  const powered = link('carbon-poweredby');
  powered.textContent = 'ads via Carbon';
  root.append(wrap, powered);
  script.parentNode.insertBefore(root, script);
})();`;
}

/**
 * The `crash` scenario, a third-party script fighting the slot's code: once the house ad replaces the missing network
 * ad, the script removes the house ad's markup (the slot still holds it) and renders a late Carbon ad. When the slot
 * was React's, switching back to the network ad made React's removal of the house ad throw.
 */
const CRASH_SCRIPT = `(() => {
  const container = document.currentScript.parentNode;
  const slot = container.closest('[data-ad-slot]');
  const timer = setInterval(() => {
    const houseAd = slot.querySelector('[data-ad-source="in-house"] > a');
    if (!houseAd) return;
    clearInterval(timer);
    houseAd.remove();
    const late = document.createElement('div');
    late.id = 'carbonads';
    container.append(late);
  }, 50);
})();`;

export interface RecordedRequest {
  method: string;
  path: string;
  /** Path and query. */
  url: string;
}

export interface AdNetworkServer {
  /** `http://127.0.0.1:<port>`, a free port. */
  origin: string;
  scenario: AdScenario;
  requests: RecordedRequest[];
  /** Requests whose path starts with `prefix`. */
  count(prefix: string): number;
  /** Answers the requests the `slow` scenario holds back (and any later ones at once). */
  release(): void;
  close(): Promise<void>;
}

/** Starts a local ad network on 127.0.0.1, on a free port unless one is given. */
export async function startAdNetworkServer(initial: AdScenario = 'valid', port = 0): Promise<AdNetworkServer> {
  const requests: RecordedRequest[] = [];
  let released = false;
  const held: Array<() => void> = [];
  const state = { scenario: initial };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, url: `${url.pathname}${url.search}` });
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-store');
    const answer = () => respond(state.scenario, url.pathname, response, `http://${request.headers.host}`);
    if (state.scenario === 'slow' && !released && (url.pathname === '/carbon.js' || url.pathname === '/ads.json')) {
      held.push(answer);
    } else {
      answer();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${address.port}`,
    get scenario() {
      return state.scenario;
    },
    set scenario(value: AdScenario) {
      state.scenario = value;
    },
    requests,
    count: (prefix) => requests.filter((request) => request.path.startsWith(prefix)).length,
    release() {
      released = true;
      held.splice(0).forEach((answer) => answer());
    },
    close: () =>
      new Promise<void>((resolve) => {
        held.splice(0).forEach((answer) => answer());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(response: http.ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, { 'Content-Type': type });
  response.end(body);
}

function respond(scenario: AdScenario, path: string, response: http.ServerResponse, origin: string) {
  if (path === '/health') {
    return send(response, 200, 'text/plain', 'ok');
  }
  if (path === '/carbon.js') {
    if (scenario === 'error') {
      return send(response, 500, 'text/plain', 'Internal Server Error');
    }
    if (scenario === 'crash') {
      return send(response, 200, 'text/javascript', CRASH_SCRIPT);
    }
    const image = scenario === 'quiet' ? `${origin}/static/acme.png` : VALID_AD.image;
    return send(response, 200, 'text/javascript', carbonScript({ ...VALID_AD, image }));
  }
  if (path === '/ads.json') {
    switch (scenario) {
      case 'quiet': {
        const { statimp: _statimp, pixel: _pixel, ...quiet } = VALID_AD;
        return send(response, 200, 'application/json', JSON.stringify({ ads: [quiet] }));
      }
      case 'error':
        return send(response, 500, 'application/json', '{"error":"internal"}');
      case 'empty':
        return send(
          response,
          200,
          'application/json',
          JSON.stringify({ ads: [{}, { company: 'No link', description: 'Missing statlink' }] }),
        );
      case 'malformed':
        return send(response, 200, 'application/json', '{"ads": [{"company": "Acme",');
      case 'wrong-shape':
        return send(response, 200, 'application/json', JSON.stringify({ ads: { company: 'Acme' }, data: [VALID_AD] }));
      case 'hostile':
        return send(response, 200, 'application/json', JSON.stringify({ ads: HOSTILE_ADS }));
      case 'huge':
        return send(
          response,
          200,
          'application/json',
          JSON.stringify({ ads: [VALID_AD], padding: 'x'.repeat(5 * 1024 * 1024) }),
        );
      default:
        return send(response, 200, 'application/json', JSON.stringify({ ads: [{}, VALID_AD] }));
    }
  }
  if (path.startsWith('/static/')) {
    return send(response, 200, 'image/svg+xml', AD_IMAGE);
  }
  if (path.startsWith('/imp/') || path.startsWith('/pixel/')) {
    return send(response, 200, 'image/gif', PIXEL);
  }
  return send(response, 404, 'text/plain', 'Not found');
}
