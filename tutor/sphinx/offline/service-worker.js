// The site's service worker (issue 30): keeps the pages, their assets and the engine in Cache
// Storage, so that the site works with no network. One cache per build, "tutor-offline-<build>";
// a file goes into it only once it is checked against the build's list (offline.json: path, size,
// SHA-256), so a page and its files always come from one build. A new build's worker fetches
// again what the reader had saved (copying the files that did not change) before it may take
// over; the reader is told and reloads, and the old cache is deleted whole when it takes over.
// Written to <site>/service-worker.js by tools/offline.py, which fills in the line below.
//
// page -> worker  {type: "state", parts}   -> {type: "state", build, saved, bytes, wire}
//                 {type: "save", parts}    -> {type: "progress", done, total} …, then
//                                             {type: "saved"} or {type: "failed", reason, error}
//                 {type: "visited", urls}  a page that loaded before this worker controlled it
//                 {type: "update"}         the reader takes the new version: this waiting worker takes over
// worker -> pages {type: "updating", done, total}  while a new build's worker fetches the saved parts
// Parts (offline.json): "root" (the site's root page, 404.html), one per language folder ("en",
// "ru", "zh-cn": its pages and every file they use), "engine" (_engine/: Pyodide, the wheel, the
// worker). The engine's memory snapshot has a cache of its own ("tutor-engine", worker.mjs).
// Nothing is fetched when this worker starts: only what a page asks for, or what "save" lists.
const BUILD = "dev", PARTS = {}, WORDS = {};  // filled in by tools/offline.py

const PREFIX = "tutor-offline-";
const CACHE = PREFIX + BUILD;
const SCOPE = new URL(self.registration.scope);
const LIST = "offline.json";
const SAVED = ".tutor-offline/saved";  // the parts saved under this build, a JSON list
const VISITED = ".tutor-offline/visited";  // pages to keep once the list is here
const AT_ONCE = 4;  // files fetched at once while saving
const network = new Set();  // pages of another build, fetched from the network: their files come from there too

function pathOf(url) {  // the site path of a URL this worker serves, or null
  const u = new URL(url);
  if (u.origin !== SCOPE.origin || !u.pathname.startsWith(SCOPE.pathname)) return null;
  let path = decodeURIComponent(u.pathname.slice(SCOPE.pathname.length));
  if (path === "" || path.endsWith("/")) path += "index.html";
  return path;
}
const keyOf = (path) => new URL(path, SCOPE).href;

class Refused extends Error {  // a save that cannot go on, with the reason the page puts into words
  constructor(reason, detail) { super(detail || reason); this.reason = reason; }
}

// --- the build's list of files (offline.json), fetched once it is needed, kept in the build's cache
let list = null;
function files() {
  // a failure is tried again next time, except another build on the server: that stays so
  if (!list) list = load().catch((error) => { if (error.reason !== "newer") list = null; throw error; });
  return list;
}
async function load() {
  const cache = await caches.open(CACHE);
  let answer = await cache.match(keyOf(LIST));
  if (!answer) {
    const fetched = await fetch(keyOf(LIST), { cache: "no-cache" });
    if (!fetched.ok) throw new Refused("failed", `${LIST}: ${fetched.status}`);
    const text = await fetched.text();
    if (JSON.parse(text).build !== BUILD) throw newer();
    await cache.put(keyOf(LIST), new Response(text, { headers: { "Content-Type": "application/json" } }));
    answer = new Response(text);
  }
  const data = await answer.json();
  const known = new Map();
  for (const entries of Object.values(data.parts)) {
    for (const [path, size, digest] of entries) known.set(path, { size, digest });
  }
  return { known, parts: data.parts };
}
function newer() {  // the server has another build: its own worker is installed (and the reader told)
  self.registration.update().catch(() => {});
  return new Refused("newer");
}

async function digest(buffer) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(hash.slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Keep `response` (unread) as `path` if it is this build's file: true kept, false another build's
// file, null not a file the list has (a download, a page's source) or no list to check it with.
async function keep(cache, path, response) {
  let listed;
  try {
    listed = (await files()).known.get(path);
  } catch (error) {
    return error.reason === "newer" ? false : null;
  }
  if (!listed) return null;
  const body = await response.arrayBuffer();
  if (body.byteLength !== listed.size || (await digest(body)) !== listed.digest) return false;
  const type = response.headers.get("Content-Type");
  await cache.put(keyOf(path), new Response(body, { headers: type ? { "Content-Type": type } : {} }));
  return true;
}

// --- serving: the build's cache first; what is not there from the network, kept if it is ours
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("range")) return;
  const path = pathOf(request.url);
  if (path === null || path === "service-worker.js" || network.has(event.clientId)) return;
  event.respondWith(answer(event, path));
});

async function answer(event, path) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(keyOf(path));
  if (kept) return kept;
  const navigation = event.request.mode === "navigate";
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    return navigation ? notSaved(path) : Response.error();
  }
  if (!response.ok || response.type !== "basic" || response.redirected) return response;
  const kept2 = keep(cache, path, response.clone()).catch(() => null);
  event.waitUntil(kept2.then(() => keepVisited()));
  // a page is checked before it is shown: one of another build takes every file it asks for from the network
  if (navigation && (await kept2) === false && event.resultingClientId) network.add(event.resultingClientId);
  return response;
}

function notSaved(path) {  // a page this device does not keep, with no network: say so in its language
  const folder = path.split("/")[0];
  const words = WORDS[folder] || WORDS.en;
  const home = keyOf(WORDS[folder] ? `${folder}/index.html` : "index.html");
  const page = `<!DOCTYPE html><html lang="${words.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title}</title>` +
    "<style>body{font-family:system-ui,'Noto Sans CJK SC',sans-serif;max-width:40em;margin:2em auto;" +
    "padding:0 1em;line-height:1.5;color:#222;background:#fff}a{color:#0a5bb5}@media (prefers-color-scheme:dark)" +
    "{body{color:#eee;background:#14181e}a{color:#8ab4f8}}</style></head><body><main>" +
    `<h1>${words.title}</h1><p>${words.text}</p><p><a href="${home}">${words.home}</a></p></main></body></html>`;
  return new Response(page, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

// --- the page that was open before this worker existed (it never takes over a page it did not load):
// its files are kept from the browser's HTTP cache, never the network, once the list is here anyway
// (the next page this worker serves), so the first visit fetches nothing but this worker
async function remember(urls) {  // as the page asked for them: the HTTP cache knows them by these URLs
  const cache = await caches.open(CACHE);
  const before = await cache.match(keyOf(VISITED));
  const waiting = new Set(before ? await before.json() : []);
  for (const url of urls) if (pathOf(url) !== null) waiting.add(url.split("#")[0]);
  await cache.put(keyOf(VISITED), new Response(JSON.stringify([...waiting])));
}
async function keepVisited() {
  const cache = await caches.open(CACHE);
  const waiting = await cache.match(keyOf(VISITED));
  if (!waiting) return;
  await cache.delete(keyOf(VISITED));
  for (const url of await waiting.json()) {
    const path = pathOf(url);
    if (await cache.match(keyOf(path))) continue;
    try {
      const response = await fetch(url, { cache: "only-if-cached", mode: "same-origin" });
      if (response.ok) await keep(cache, path, response);
    } catch (error) { /* no longer in the HTTP cache: kept when next asked for */ }
  }
}

// --- saving parts: every file of them, checked; unchanged files of an earlier build are copied
async function save(parts, report) {
  const { known, parts: lists } = await files();
  const cache = await caches.open(CACHE);
  const wanted = [...new Set(parts.flatMap((part) => (lists[part] || []).map(([path]) => path)))];
  const have = new Set((await cache.keys()).map((request) => request.url));
  const earlier = await earlierCaches();
  let done = 0, total = 0, told = 0;
  const todo = [];
  for (const path of wanted) {
    total += known.get(path).size;
    if (have.has(keyOf(path))) done += known.get(path).size;
    else todo.push(path);
  }
  report(done, total);
  let next = 0;
  async function fetcher() {
    while (next < todo.length) {
      const path = todo[next++];
      await saveOne(cache, path, known.get(path), earlier);
      done += known.get(path).size;
      if (Date.now() - told > 200) { told = Date.now(); report(done, total); }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, fetcher));
  const before = await cache.match(keyOf(SAVED));
  const saved = new Set([...(before ? await before.json() : []), ...parts]);
  await cache.put(keyOf(SAVED), new Response(JSON.stringify([...saved])));
  report(total, total);
}
async function saveOne(cache, path, listed, earlier) {
  for (const old of earlier) {
    const same = old.known.get(path);
    if (same && same.digest === listed.digest) {
      const copy = await old.cache.match(keyOf(path));
      if (copy) return cache.put(keyOf(path), copy);
    }
  }
  let response;
  try {
    response = await fetch(keyOf(path), { cache: "no-cache" });
  } catch (error) {
    throw new Refused("network");
  }
  if (!response.ok) throw new Refused("failed", `${path}: ${response.status}`);
  if (!(await keep(cache, path, response))) throw newer();
}
async function earlierCaches() {  // other builds' caches, each with its list
  const found = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const kept = await cache.match(keyOf(LIST));
    if (!kept) continue;
    const known = new Map();
    for (const entries of Object.values((await kept.json()).parts)) {
      for (const [path, size, digest] of entries) known.set(path, { size, digest });
    }
    found.push({ cache, known, saved: await savedIn(cache) });
  }
  return found;
}
async function savedIn(cache) {
  const saved = await cache.match(keyOf(SAVED));
  return saved ? await saved.json() : [];
}

let queue = Promise.resolve();  // one save at a time; a second finds the first's files kept
function saveFor(client, parts) {
  const tell = (message) => client && client.postMessage(message);
  queue = queue.then(() => save(parts, (done, total) => tell({ type: "progress", done, total })))
    .then(() => tell({ type: "saved" }))
    .catch((error) => tell({
      type: "failed",
      reason: error.reason || (error.name === "QuotaExceededError" ? "room" : "failed"),
      error: String(error.message || error),
    }));
  return queue;
}

async function state(parts) {
  const saved = await savedIn(await caches.open(CACHE));
  const sum = (key) => parts.reduce((n, part) => n + ((PARTS[part] || {})[key] || 0), 0);
  return { type: "state", build: BUILD, saved: parts.every((part) => saved.includes(part)),
           bytes: sum("bytes"), wire: sum("wire") };
}

self.addEventListener("message", (event) => {
  const message = event.data || {};
  const client = event.source;
  if (message.type === "update") event.waitUntil(self.skipWaiting());
  else if (message.type === "state") event.waitUntil(state(message.parts || []).then((s) => client.postMessage(s)));
  else if (message.type === "visited") event.waitUntil(remember(message.urls || []));
  else if (message.type === "save") event.waitUntil(saveFor(client, message.parts || []));
});

// --- a new build: fetch what the reader had saved before this worker may take over; if that fails
// (no network, no room), this worker is dropped and the old build stays whole
self.addEventListener("install", (event) => event.waitUntil((async () => {
  const parts = new Set();
  for (const old of await earlierCaches()) old.saved.forEach((part) => parts.add(part));
  if (!parts.size) return;
  const everyone = await self.clients.matchAll({ includeUncontrolled: true });
  await save([...parts], (done, total) => everyone.forEach((c) => c.postMessage({ type: "updating", done, total })));
})()));

// No clients.claim(): the first worker leaves the page it did not load alone (the next one is its
// own), and a new build's worker gets the old one's pages, which are told to reload, by itself.
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);  // the old build, whole
  }
})()));
