/// The search page served at `GET /`: the tutorials' app in a browser — a search field with suggestions as you
/// type (matched characters highlighted), a results list, the map with the results as clustered markers and the
/// selected one with its callout, and directions between two results. Plain HTML, CSS and JavaScript over the
/// server's own API; nothing is fetched from elsewhere.
enum SearchPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MapSnap search</title>
<style>
  :root { font-family: "Noto Sans", system-ui, sans-serif; color: #1c1c1e; }
  body { margin: 0; display: grid; grid-template-columns: 360px 1fr; height: 100vh; }
  aside { padding: 16px; overflow-y: auto; border-right: 1px solid #d1d1d6; background: #f9f9fb; }
  h1 { font-size: 18px; margin: 0 0 12px; }
  .field { position: relative; }
  input { width: 100%; box-sizing: border-box; font-size: 16px; padding: 10px 12px; border: 1px solid #c7c7cc; border-radius: 10px; }
  #suggestions { list-style: none; margin: 4px 0 0; padding: 0; position: absolute; left: 0; right: 0; z-index: 2;
                 background: white; border: 1px solid #d1d1d6; border-radius: 10px; box-shadow: 0 4px 16px rgba(0,0,0,.12); }
  #suggestions:empty { display: none; }
  #suggestions li, #results li { padding: 8px 12px; cursor: pointer; }
  #suggestions li:hover, #suggestions li.active, #results li:hover { background: #e5f0ff; }
  #suggestions mark { background: none; font-weight: 700; color: #007aff; }
  .subtitle { display: block; font-size: 12px; color: #6e6e73; }
  #results { list-style: none; padding: 0; margin: 16px 0 0; }
  #results li { border-bottom: 1px solid #e5e5ea; display: flex; gap: 8px; align-items: center; }
  #results li.selected { background: #dceaff; }
  #results .name { flex: 1; }
  #results button { font-size: 11px; border: 1px solid #c7c7cc; background: white; border-radius: 6px; padding: 2px 6px; cursor: pointer; }
  #directions { margin-top: 16px; font-size: 14px; }
  #directions ol { padding-left: 20px; }
  main { display: flex; align-items: center; justify-content: center; background: #e5e5ea; }
  #map { max-width: 100%; max-height: 100%; box-shadow: 0 2px 12px rgba(0,0,0,.2); }
  #status { font-size: 12px; color: #6e6e73; margin-top: 8px; min-height: 1em; }
</style>
</head>
<body>
<aside>
  <h1>MapSnap search</h1>
  <div class="field">
    <input id="query" type="search" placeholder="Search places, e.g. kahvila, Senaatintori" autocomplete="off" autofocus>
    <ul id="suggestions" role="listbox"></ul>
  </div>
  <div id="status"></div>
  <div id="directions"></div>
  <ul id="results"></ul>
</aside>
<main><img id="map" alt="map" src="/v1/static?center=60.1699,24.9410&amp;span=0.012,0.024&amp;size=900x700&amp;scale=1"></main>
<script>
"use strict";
const center = "60.1699,24.9410";
const query = document.getElementById("query"), suggestions = document.getElementById("suggestions");
const results = document.getElementById("results"), map = document.getElementById("map");
const status = document.getElementById("status"), directions = document.getElementById("directions");
let items = [], selected = -1, from = null, timer = null, active = -1, generation = 0;

function escape(text) {
  return text.replace(/[&<>"]/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"}[c]));
}
function highlighted(text, ranges) {
  let out = "", at = 0;
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    if (r.start < at) continue;
    out += escape(text.slice(at, r.start)) + "<mark>" + escape(text.slice(r.start, r.start + r.length)) + "</mark>";
    at = r.start + r.length;
  }
  return out + escape(text.slice(at));
}
async function json(path) {
  const response = await fetch(path);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error ? body.error.field + ": " + body.error.message : response.statusText);
  return body;
}
// The selected result carries its number and a callout; the others cluster where they crowd (a badge with the
// count), so a number on the map is always either a result's or a cluster's size, never both.
function markerParam(item, index) {
  const title = item.name.replace(/,/g, " ").slice(0, 40);
  let spec = `${item.latitude.toFixed(6)},${item.longitude.toFixed(6)},tint=%23007AFF,title=${encodeURIComponent(title)}`;
  if (index === selected) spec += `,glyph=${index + 1},selected=true,callout=true,tint=%23FF3B30`; else spec += ",cluster=results";
  return "marker=" + spec;
}
function drawMap(extra) {
  const params = ["size=900x700", "scale=1", "padding=48", "fit=true"].concat(items.map(markerParam), extra || []);
  map.src = "/v1/static?" + params.join("&");
}
query.addEventListener("input", () => {
  clearTimeout(timer);
  const text = query.value.trim();
  if (!text) { suggestions.innerHTML = ""; return; }
  const asked = ++generation;
  timer = setTimeout(async () => {
    try {
      const list = await json("/v1/complete?near=" + center + "&q=" + encodeURIComponent(text));
      if (asked !== generation || query.value.trim() !== text) return;  // typed on, or a search started
      active = -1;
      suggestions.innerHTML = list.map((c, i) =>
        `<li role="option" data-index="${i}">${highlighted(c.title, c.titleHighlightRanges)}` +
        `<span class="subtitle">${highlighted(c.subtitle, c.subtitleHighlightRanges)}</span></li>`).join("");
      [...suggestions.children].forEach((li, i) => li.addEventListener("click", () => choose(list[i].title)));
    } catch (error) { status.textContent = error.message; }
  }, 120);
});
query.addEventListener("keydown", event => {
  const options = [...suggestions.children];
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    active = Math.max(0, Math.min(options.length - 1, active + (event.key === "ArrowDown" ? 1 : -1)));
    options.forEach((li, i) => li.classList.toggle("active", i === active));
    event.preventDefault();
  } else if (event.key === "Enter") {
    if (active >= 0 && options[active]) options[active].click(); else choose(query.value);
  }
});
async function choose(text) {
  clearTimeout(timer);
  generation++;
  query.value = text;
  suggestions.innerHTML = "";
  directions.innerHTML = "";
  status.textContent = "Searching…";
  try {
    items = await json("/v1/search?limit=25&near=" + center + "&q=" + encodeURIComponent(text));
  } catch (error) { items = []; status.textContent = error.message; }
  selected = items.length ? 0 : -1;
  status.textContent = items.length ? `${items.length} result${items.length > 1 ? "s" : ""}` : "Nothing found";
  showResults();
  if (items.length) drawMap();
}
function showResults() {
  results.innerHTML = items.map((item, i) =>
    `<li data-index="${i}" class="${i === selected ? "selected" : ""}"><span class="name">${i + 1}. ${escape(item.name)}` +
    `<span class="subtitle">${escape(item.pointOfInterestCategory || item.kind)}${item.thoroughfare ? " · " + escape(item.thoroughfare) : ""}</span></span>` +
    `<button data-role="from">From</button><button data-role="to">To</button></li>`).join("");
  [...results.children].forEach((li, i) => {
    li.querySelector(".name").addEventListener("click", () => { selected = i; showResults(); drawMap(); });
    li.querySelector('[data-role="from"]').addEventListener("click", () => { from = items[i]; status.textContent = "From: " + items[i].name; });
    li.querySelector('[data-role="to"]').addEventListener("click", () => route(from, items[i]));
  });
}
async function route(start, end) {
  if (!start) { status.textContent = "Choose a start with From first"; return; }
  const at = item => item.latitude.toFixed(6) + "," + item.longitude.toFixed(6);
  try {
    const routes = await json(`/v1/route?transport=walking&from=${at(start)}&to=${at(end)}`);
    const best = routes[0];
    const steps = best.legs.flatMap(leg => leg.steps).filter(step => step.instructions);
    directions.innerHTML = `<strong>${escape(best.name)}</strong> — ${(best.distance / 1000).toFixed(2)} km, ` +
      `${Math.round(best.expectedTravelTime / 60)} min on foot<ol>` + steps.map(s => `<li>${escape(s.instructions)}</li>`).join("") + "</ol>";
    items = [start, end];
    selected = -1;
    drawMap(["polyline=" + encodeURIComponent(best.polyline), "line-color=%23007AFF", "line-width=5"]);
  } catch (error) { status.textContent = error.message; }
}
</script>
</body>
</html>
"""#
}
