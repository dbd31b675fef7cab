/**
 * A stand-in for hCaptcha's `api.js` on 127.0.0.1, for the browser tests (Hale's
 * `HCAPTCHA_SCRIPT_URL`, the component's `scriptSource`). It does what @hcaptcha/react-hcaptcha
 * relies on: the script calls the function named by its `onload` query parameter and defines
 * `window.hcaptcha` (`render`, `execute`, `reset`, `getResponse`, `getRespKey`, `remove`,
 * `close`, `setData`). `render` puts an iframe from this server into the container, like the
 * real widget: a checkbox that, when clicked (or on `execute` for the invisible size), asks this
 * server for a verdict and tells the page, which calls the render options' `callback`,
 * `error-callback`, `chalexpired-callback` or `expired-callback`. A pass yields a fresh token,
 * which the siteverify stub (test/support/fake-siteverify.ts) accepts in its `success` mode.
 *
 * `verdict` picks what the next click gives; `scriptStatus` makes the script fail to load.
 * Everything requested is recorded.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

export type Verdict = 'pass' | 'error' | 'challenge-expired' | 'expired'

export interface FakeHcaptcha {
  origin: string
  /** `http://127.0.0.1:PORT/1/api.js`: Hale's `HCAPTCHA_SCRIPT_URL`. */
  scriptUrl: string
  /** What the next click (or execute) gives; `pass` by default. */
  verdict: Verdict
  /** Not 200: the script fails to load (hCaptcha's CDN unreachable). */
  scriptStatus: number
  /** The query of each request for the script (`onload`, `render`, `hl`, `sentry`, …). */
  scriptRequests: URLSearchParams[]
  /** The query of each checkbox frame (`sitekey`, `theme`, `hl`, `size`). */
  frames: URLSearchParams[]
  /** The tokens handed out, in order. */
  tokens: string[]
  close(): Promise<void>
}

export async function startFakeHcaptcha(): Promise<FakeHcaptcha> {
  let issued = 0
  const fake: FakeHcaptcha = {
    origin: '', scriptUrl: '', verdict: 'pass', scriptStatus: 200,
    scriptRequests: [], frames: [], tokens: [], close: async () => {},
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/1/api.js') {
      fake.scriptRequests.push(url.searchParams)
      // The loader sets crossOrigin="anonymous": without this header the browser refuses the script.
      if (fake.scriptStatus !== 200) return res.writeHead(fake.scriptStatus, {'access-control-allow-origin': '*'}).end('unavailable')
      return res.writeHead(200, {'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-store'})
        .end(apiScript(fake.origin))
    }
    if (url.pathname === '/checkbox') {
      fake.frames.push(url.searchParams)
      return res.writeHead(200, {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'}).end(checkboxPage(url.searchParams))
    }
    if (url.pathname === '/verdict') {
      const verdict = fake.verdict
      const body: Record<string, string> = {kind: verdict}
      if (verdict === 'pass') {
        issued += 1
        body.token = `P1_fake-token-${issued}-${Math.random().toString(36).slice(2)}`
        fake.tokens.push(body.token)
      }
      if (verdict === 'error') body.code = 'challenge-error'
      return res.writeHead(200, {'content-type': 'application/json', 'cache-control': 'no-store'}).end(JSON.stringify(body))
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.scriptUrl = `${fake.origin}/1/api.js`
  fake.close = () => closeServer(server)
  return fake
}

/** The page-side script: `window.hcaptcha`, then the `onload` callback. */
function apiScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  var script = document.currentScript;
  var query = new URL(script.src).searchParams;
  var widgets = {};
  var count = 0;
  function call(fn, arg) {
    if (typeof fn === 'string') fn = window[fn];
    if (typeof fn === 'function') fn(arg);
  }
  function widget(id) {
    var key = id === undefined || id === null ? Object.keys(widgets)[0] : String(id);
    var found = widgets[key];
    if (!found) throw new Error('[fake hCaptcha] no widget ' + key);
    return found;
  }
  function tell(found, kind) {
    found.frame.contentWindow.postMessage({source: 'fake-hcaptcha-page', kind: kind}, ORIGIN);
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN || !event.data || event.data.source !== 'fake-hcaptcha-frame') return;
    var found = widgets[event.data.id];
    if (!found) return;
    var data = event.data;
    if (data.kind === 'pass') {
      found.response = data.token;
      call(found.params.callback, data.token);
    } else if (data.kind === 'error') {
      call(found.params['error-callback'], data.code);
    } else if (data.kind === 'challenge-expired') {
      call(found.params['chalexpired-callback']);
    } else if (data.kind === 'expired') {
      found.response = '';
      call(found.params['expired-callback']);
    }
  });
  window.hcaptcha = {
    render: function (container, params) {
      if (typeof container === 'string') container = document.getElementById(container);
      params = params || {};
      var id = String(count++);
      var size = params.size || 'normal';
      var frame = document.createElement('iframe');
      var frameQuery = new URLSearchParams({
        id: id, sitekey: params.sitekey || '', size: size,
        theme: typeof params.theme === 'string' ? params.theme : 'light',
        hl: params.hl || query.get('hl') || '',
      });
      frame.src = ORIGIN + '/checkbox?' + frameQuery.toString();
      frame.title = 'Widget containing checkbox for hCaptcha security challenge';
      frame.setAttribute('data-hcaptcha-widget-id', id);
      frame.style.border = '0';
      frame.style.width = size === 'compact' ? '164px' : '303px';
      frame.style.height = size === 'compact' ? '144px' : '78px';
      if (size === 'invisible') frame.style.display = 'none';
      container.appendChild(frame);
      var entry = {frame: frame, params: params, response: '', loaded: false};
      // Executing an invisible widget before its frame has loaded waits for the load.
      frame.addEventListener('load', function () { entry.loaded = true; });
      widgets[id] = entry;
      return id;
    },
    execute: function (id) {
      var found = widget(id);
      var send = function () { tell(found, 'execute'); };
      if (found.loaded) send(); else found.frame.addEventListener('load', send, {once: true});
    },
    reset: function (id) {
      var found = widget(id);
      found.response = '';
      tell(found, 'reset');
    },
    getResponse: function (id) { return widget(id).response; },
    getRespKey: function () { return ''; },
    remove: function (id) {
      var found = widget(id);
      found.frame.remove();
      delete widgets[String(id)];
    },
    close: function () {},
    setData: function () {},
  };
  call(query.get('onload'));
})();
`
}

/** The checkbox inside the frame. */
function checkboxPage(query: URLSearchParams): string {
  const dark = query.get('theme') === 'dark'
  const label: Record<string, string> = {en: 'I am human', es: 'Soy humano', fr: 'Je suis humain', de: 'Ich bin ein Mensch'}
  const text = label[query.get('hl') ?? ''] ?? label.en!
  return `<!doctype html>
<html lang="${escape(query.get('hl') || 'en')}"><head><meta charset="utf-8"><title>hCaptcha stand-in</title>
<style>
  html, body { margin: 0; height: 100%; font: 14px system-ui, sans-serif; }
  body { display: flex; align-items: center; gap: 12px; padding: 0 14px; box-sizing: border-box;
    background: ${dark ? '#333' : '#fafafa'}; color: ${dark ? '#fff' : '#555'}; border: 1px solid ${dark ? '#555' : '#e0e0e0'}; border-radius: 4px; }
  #checkbox { width: 28px; height: 28px; border: 2px solid #999; border-radius: 4px; background: ${dark ? '#222' : '#fff'}; cursor: pointer; padding: 0; font-size: 18px; color: #0a7; }
  .brand { margin-left: auto; font-size: 11px; text-align: right; }
</style></head>
<body>
  <button id="checkbox" role="checkbox" aria-checked="false" aria-label="${escape(text)}" disabled></button>
  <span>${escape(text)}</span>
  <span class="brand">hCaptcha<br>(test stand-in)</span>
<script>
  var id = ${JSON.stringify(query.get('id') ?? '0')};
  var box = document.getElementById('checkbox');
  function run() {
    fetch('/verdict', {cache: 'no-store'}).then(function (response) { return response.json(); }).then(function (verdict) {
      if (verdict.kind === 'pass') { box.setAttribute('aria-checked', 'true'); box.textContent = '✓'; }
      parent.postMessage({source: 'fake-hcaptcha-frame', id: id, kind: verdict.kind, token: verdict.token, code: verdict.code}, '*');
    });
  }
  box.addEventListener('click', run);
  // Enabled only once it listens, so a click (a test's) is never lost while the frame loads.
  box.disabled = false;
  window.addEventListener('message', function (event) {
    if (!event.data || event.data.source !== 'fake-hcaptcha-page') return;
    if (event.data.kind === 'reset') { box.setAttribute('aria-checked', 'false'); box.textContent = ''; }
    if (event.data.kind === 'execute') run();
  });
</script>
</body></html>`
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}
