"use strict";
const center = "60.1699,24.9410";
const query = document.getElementById("query"), suggestions = document.getElementById("suggestions");
const results = document.getElementById("results");
const map = new SlippyMap(document.getElementById("map"), {latitude: 60.1699, longitude: 24.9410, zoom: 15, style: "default"});
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
// The results (and a route) are drawn by the server over the tiles, for the map's exact view, after every move.
function drawMap(extra) {
  const markers = items.map(markerParam).concat(extra || []);
  map.setOverlay(view => markers.length ? "/v1/static?" + [
    `center=${view.latitude.toFixed(7)},${view.longitude.toFixed(7)}`, `zoom=${view.zoom - 1}`,
    `size=${view.width}x${view.height}`, `scale=${view.scale}`, "style=none", "background=transparent", "attribution=",
  ].concat(markers).join("&") : null);
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
  if (items.length) map.fit(items.map(item => [item.latitude, item.longitude]), 48, 17);
  drawMap();
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
    map.fit(items.map(item => [item.latitude, item.longitude]), 64, 17);
    drawMap(["polyline=" + encodeURIComponent(best.polyline), "line-color=%23007AFF", "line-width=5"]);
  } catch (error) { status.textContent = error.message; }
}
