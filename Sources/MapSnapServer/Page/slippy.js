"use strict";
// A small slippy map over the server's raster tiles (/styles/{style}/{z}/{x}/{y}.png): drag, wheel, pinch and keys
// move it; an overlay image drawn by the server for the exact view (markers, clusters, callouts, routes on a
// transparent background) is asked for again after each move and moves with the tiles until the new one arrives.
// Positions are in world pixels of 256-pixel tiles at the map's zoom; nothing is fetched from elsewhere.
class SlippyMap {
  constructor(element, options) {
    this.element = element;
    this.style = options.style || "default";
    this.minZoom = options.minZoom || 2;
    this.maxZoom = options.maxZoom || 19;
    this.zoom = options.zoom;
    this.tiles = new Map();           // "z/x/y" -> <img>, kept while in view
    this.overlayURL = null;           // (view) -> URL of the overlay for that view, or null for none
    this.overlay = null;              // {img, zoom, left, top}: the overlay shown, at its view's world position
    this.moveEndTimer = null;
    this.pane = document.createElement("div");
    this.pane.className = "slippy-pane";
    element.appendChild(this.pane);
    element.tabIndex = 0;
    element.setAttribute("role", "application");
    element.setAttribute("aria-label", "map: drag to move, wheel or + and - to zoom, arrow keys to pan");
    [this.x, this.y] = SlippyMap.project(options.latitude, options.longitude, this.zoom);
    this.listen();
    this.render();
  }

  static project(latitude, longitude, zoom) {
    const world = 256 * 2 ** zoom, sine = Math.sin(latitude * Math.PI / 180);
    return [(longitude + 180) / 360 * world, (0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI)) * world];
  }

  static unproject(x, y, zoom) {
    const world = 256 * 2 ** zoom;
    return [Math.atan(Math.sinh(Math.PI * (1 - 2 * y / world))) * 180 / Math.PI, x / world * 360 - 180];
  }

  get width() { return this.element.clientWidth; }
  get height() { return this.element.clientHeight; }

  /// The view: its centre, zoom (256-pixel tiles), size in CSS pixels and pixel ratio.
  view() {
    const [latitude, longitude] = SlippyMap.unproject(this.x, this.y, this.zoom);
    return {latitude, longitude, zoom: this.zoom, width: this.width, height: this.height, scale: window.devicePixelRatio >= 1.5 ? 2 : 1};
  }

  /// Where a coordinate is on the map, in CSS pixels from its top-left corner.
  pointFor(latitude, longitude) {
    const [x, y] = SlippyMap.project(latitude, longitude, this.zoom);
    return [x - this.x + this.width / 2, y - this.y + this.height / 2];
  }

  /// Shows the coordinates, at the deepest zoom (up to `maxZoom`) where they fit `padding` pixels inside the edges.
  fit(coordinates, padding, maxZoom) {
    if (!coordinates.length) return;
    let zoom = Math.min(this.maxZoom, maxZoom || this.maxZoom);
    for (; zoom > this.minZoom; zoom--) {
      const points = coordinates.map(c => SlippyMap.project(c[0], c[1], zoom));
      const xs = points.map(p => p[0]), ys = points.map(p => p[1]);
      if (Math.max(...xs) - Math.min(...xs) <= this.width - 2 * padding && Math.max(...ys) - Math.min(...ys) <= this.height - 2 * padding) break;
    }
    const points = coordinates.map(c => SlippyMap.project(c[0], c[1], zoom));
    const xs = points.map(p => p[0]), ys = points.map(p => p[1]);
    this.zoom = zoom;
    this.x = (Math.min(...xs) + Math.max(...xs)) / 2;
    this.y = (Math.min(...ys) + Math.max(...ys)) / 2;
    this.moved();
  }

  /// `url(view)` gives the overlay's URL for a view (null: no overlay); it is asked again after every move.
  setOverlay(url) {
    this.overlayURL = url;
    this.loadOverlay();
  }

  panBy(dx, dy) {
    this.x += dx;
    this.y += dy;
    this.moved();
  }

  /// Zooms in (+1) or out (-1) keeping the world point under (px, py) in place.
  zoomAbout(step, px, py) {
    const zoom = Math.max(this.minZoom, Math.min(this.maxZoom, this.zoom + step));
    if (zoom === this.zoom) return;
    const factor = 2 ** (zoom - this.zoom);
    const dx = px - this.width / 2, dy = py - this.height / 2;
    this.x = (this.x + dx) * factor - dx;
    this.y = (this.y + dy) * factor - dy;
    this.zoom = zoom;
    this.moved();
  }

  moved() {
    this.render();
    clearTimeout(this.moveEndTimer);
    this.moveEndTimer = setTimeout(() => this.loadOverlay(), 150);
  }

  render() {
    const width = this.width, height = this.height, left = this.x - width / 2, top = this.y - height / 2;
    const count = 2 ** this.zoom, ratio = window.devicePixelRatio >= 1.5 ? "@2x" : "";
    const wanted = new Set();
    for (let row = Math.floor(top / 256); row * 256 < top + height; row++) {
      if (row < 0 || row >= count) continue;
      for (let column = Math.floor(left / 256); column * 256 < left + width; column++) {
        const wrapped = ((column % count) + count) % count;
        const key = `${this.zoom}/${column}/${row}`;
        wanted.add(key);
        let tile = this.tiles.get(key);
        if (!tile) {
          tile = document.createElement("img");
          tile.className = "slippy-tile";
          tile.alt = "";
          tile.draggable = false;
          tile.src = `/styles/${this.style}/${this.zoom}/${wrapped}/${row}${ratio}.png`;
          this.tiles.set(key, tile);
          this.pane.appendChild(tile);
        }
        tile.style.transform = `translate(${Math.round(column * 256 - left)}px, ${Math.round(row * 256 - top)}px)`;
      }
    }
    for (const [key, tile] of this.tiles) {
      if (!wanted.has(key)) { tile.remove(); this.tiles.delete(key); }
    }
    if (this.overlay) {
      const shown = this.overlay.zoom === this.zoom;
      this.overlay.img.style.display = shown ? "" : "none";
      if (shown) this.overlay.img.style.transform = `translate(${Math.round(this.overlay.left - left)}px, ${Math.round(this.overlay.top - top)}px)`;
    }
  }

  loadOverlay() {
    const view = this.view();
    const url = this.overlayURL ? this.overlayURL(view) : null;
    if (!url) {
      if (this.overlay) { this.overlay.img.remove(); this.overlay = null; }
      return;
    }
    if (this.overlay && this.overlay.img.dataset.url === url) return;
    const img = document.createElement("img");
    img.className = "slippy-overlay";
    img.alt = "";
    img.draggable = false;
    img.dataset.url = url;
    img.style.width = `${view.width}px`;
    const placed = {img, zoom: this.zoom, left: this.x - view.width / 2, top: this.y - view.height / 2};
    img.onload = () => {
      if (this.overlay) this.overlay.img.remove();
      this.overlay = placed;
      this.pane.appendChild(img);
      this.render();
    };
    img.src = url;
  }

  listen() {
    const element = this.element, pointers = new Map();
    let pinch = null;
    element.addEventListener("pointerdown", event => {
      element.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, [event.clientX, event.clientY]);
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinch = {distance: Math.hypot(a[0] - b[0], a[1] - b[1])};
      }
    });
    element.addEventListener("pointermove", event => {
      const last = pointers.get(event.pointerId);
      if (!last) return;
      pointers.set(event.pointerId, [event.clientX, event.clientY]);
      if (pointers.size === 1) {
        this.panBy(last[0] - event.clientX, last[1] - event.clientY);
      } else if (pinch && pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        const distance = Math.hypot(a[0] - b[0], a[1] - b[1]), box = element.getBoundingClientRect();
        const step = distance > pinch.distance * 1.6 ? 1 : distance < pinch.distance / 1.6 ? -1 : 0;
        if (step) {
          this.zoomAbout(step, (a[0] + b[0]) / 2 - box.left, (a[1] + b[1]) / 2 - box.top);
          pinch.distance = distance;
        }
      }
    });
    const release = event => {
      pointers.delete(event.pointerId);
      if (pointers.size < 2) pinch = null;
    };
    element.addEventListener("pointerup", release);
    element.addEventListener("pointercancel", release);
    let lastWheel = 0;
    element.addEventListener("wheel", event => {
      event.preventDefault();
      if (event.timeStamp - lastWheel < 200 || event.deltaY === 0) return;
      lastWheel = event.timeStamp;
      const box = element.getBoundingClientRect();
      this.zoomAbout(event.deltaY < 0 ? 1 : -1, event.clientX - box.left, event.clientY - box.top);
    }, {passive: false});
    element.addEventListener("keydown", event => {
      const moves = {ArrowLeft: [-128, 0], ArrowRight: [128, 0], ArrowUp: [0, -128], ArrowDown: [0, 128]};
      if (moves[event.key]) this.panBy(...moves[event.key]);
      else if (event.key === "+" || event.key === "=") this.zoomAbout(1, this.width / 2, this.height / 2);
      else if (event.key === "-") this.zoomAbout(-1, this.width / 2, this.height / 2);
      else return;
      event.preventDefault();
    });
    window.addEventListener("resize", () => this.moved());
  }
}
