#!/usr/bin/env python3
"""The search page in headless Chromium, as a user meets it: the slippy map's tiles load; type "kah", see
suggestions with the typed characters highlighted, pick one, see the results list and the overlay with the markers
and the selected one's callout; drag the map, zoom it with the wheel, the keyboard and a pinch, and after each move see
the tiles load and the selected result's red balloon still where its coordinate is; then ask for directions between
two results and see the steps and the route drawn. Saves screenshots into output/.

Usage: Tests/Browser/search_page.py MAPSNAP-BINARY OUTPUT-DIR   (needs Debian's chromium, chromium-driver and
python3-selenium; exits 1 with a message on the first failed check)
"""
import io
import os
import re
import subprocess
import sys
import time

from browser import chromium
from PIL import Image
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

binary, output = sys.argv[1], sys.argv[2]
os.makedirs(output, exist_ok=True)
server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
port = int(re.search(r"127\.0\.0\.1:(\d+)", server.stdout.readline()).group(1))
driver = chromium("--window-size=1280,760")


def check(condition, message):
    if not condition:
        driver.save_screenshot(os.path.join(output, "search-page-failure.png"))
        print(f"search page: {message}", file=sys.stderr)
        sys.exit(1)


def settled(selector, minimum=1):
    """A wait condition: at least `minimum` elements match and the list has not changed for half a second. The page
    redraws its lists as each keystroke's answer arrives (later on a loaded machine), so elements read too early go
    stale."""
    def condition(driver):
        html = lambda: driver.execute_script(f"return Array.from(document.querySelectorAll('{selector}')).map(e => e.outerHTML).join('')")
        first = html()
        if len(driver.find_elements(By.CSS_SELECTOR, selector)) < minimum:
            return False
        time.sleep(0.5)
        return html() == first
    return condition


def retrying(action):
    """Runs `action`, again (up to 20 times) when an element it touches was redrawn meanwhile."""
    for _ in range(20):
        try:
            return action()
        except StaleElementReferenceException:
            time.sleep(0.2)
    return action()


def tiles_loaded(driver):
    """The view's tiles, once every one has loaded (256 pixels wide); None while some have not."""
    sources = driver.execute_script("""
        const tiles = Array.from(document.querySelectorAll('#map .slippy-tile'));
        return tiles.length && tiles.every(t => t.complete && t.naturalWidth === 256) ? tiles.map(t => t.src) : null""")
    return sources


def overlay(driver):
    """The URL of the overlay the map shows (markers, callout, route), once loaded; None before."""
    return driver.execute_script("""
        const o = document.querySelector('#map .slippy-overlay');
        return o && o.complete && o.naturalWidth > 0 && o.style.display !== 'none' ? o.dataset.url : null""")


def view(driver):
    return driver.execute_script("return map.view()")


def balloon_at_its_place(driver, label):
    """The selected result's balloon (tinted #FF3B30) is drawn just above the point its coordinate projects to."""
    item = driver.execute_script("return items[selected]")
    x, y = driver.execute_script("return map.pointFor(arguments[0], arguments[1])", item["latitude"], item["longitude"])
    image = Image.open(io.BytesIO(driver.find_element(By.ID, "map").screenshot_as_png)).convert("RGB")
    ratio = image.width / driver.execute_script("return map.width")
    red = 0
    for dy in range(-40, 1):
        for dx in range(-12, 13):
            px, py = round((x + dx) * ratio), round((y + dy) * ratio)
            if 0 <= px < image.width and 0 <= py < image.height:
                r, g, b = image.getpixel((px, py))
                red += r > 200 and g < 110 and b < 100
    check(red >= 30, f"{label}: the selected result's balloon is at its place ({x:.0f}, {y:.0f}): {red} red pixels there")
    return x, y


def pinch(driver, element, at, start, end):
    """Two touches about `at` (pixels from the map's top left), moved apart from `start` to `end` pixels in ten steps,
    then lifted."""
    corner = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top]", element)
    box = [corner[0] + at[0], corner[1] + at[1]]
    def touch(kind, spread):
        points = [] if spread is None else [{"x": box[0] - spread / 2, "y": box[1], "id": 0}, {"x": box[0] + spread / 2, "y": box[1], "id": 1}]
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    touch("touchStart", start)
    for step in range(1, 11):
        touch("touchMove", start + (end - start) * step / 10)
        time.sleep(0.03)
    touch("touchEnd", None)


def moved(driver, action, label):
    """Does `action` on the map and waits until the view changed, the tiles loaded and the overlay was drawn anew."""
    before, old = view(driver), overlay(driver)
    action()
    WebDriverWait(driver, 30).until(lambda d: view(d) != before and tiles_loaded(d) and overlay(d) not in (None, old))
    return balloon_at_its_place(driver, label)


try:
    wait = WebDriverWait(driver, 30)
    driver.get(f"http://127.0.0.1:{port}/")
    check(driver.title == "MapSnap search", f"title is {driver.title!r}")
    wait.until(tiles_loaded)
    check(all("/styles/default/15/" in source for source in tiles_loaded(driver)), "the first view's tiles are zoom 15's")

    field = driver.find_element(By.ID, "query")
    field.send_keys("kah")
    wait.until(settled("#suggestions li"))
    suggestions = driver.find_elements(By.CSS_SELECTOR, "#suggestions li")
    marks = retrying(lambda: [mark.text.lower() for mark in driver.find_elements(By.CSS_SELECTOR, "#suggestions li mark")])
    check(len(marks) > 0 and all(mark in ("kah", "k", "ka", "a", "h", "ah") or mark.startswith("kah") or "kah".startswith(mark)
                                 for mark in marks), f"highlighted characters are the typed ones: {marks}")
    driver.save_screenshot(os.path.join(output, "search-page-suggestions.png"))

    retrying(lambda: driver.find_elements(By.CSS_SELECTOR, "#suggestions li")[0].click())
    wait.until(settled("#results li"))
    wait.until(lambda d: overlay(d) and tiles_loaded(d))
    source = overlay(driver)
    check("marker=" in source and "callout=true" in source and "style=none" in source,
          f"the overlay shows the results with the selected one's callout: {source[:200]}")
    results = driver.find_elements(By.CSS_SELECTOR, "#results li")
    check(len(results) >= 1, "results listed")
    first = balloon_at_its_place(driver, "after the search")
    driver.save_screenshot(os.path.join(output, "search-page.png"))

    # Drag: the map and the balloon move with the pointer; the tiles of the new view load.
    element = driver.find_element(By.ID, "map")
    dragged = moved(driver, lambda: ActionChains(driver).move_to_element(element).click_and_hold().move_by_offset(-120, -40)
                    .move_by_offset(-80, -60).release().perform(), "after a drag")
    check(abs(dragged[0] - (first[0] - 200)) < 2 and abs(dragged[1] - (first[1] - 100)) < 2,
          f"the balloon moved with the drag: {first} -> {dragged}")
    # The wheel zooms in about the pointer; the keyboard's - zooms out again.
    zoom = view(driver)["zoom"]
    moved(driver, lambda: ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(element, 0, 0), 0, -200).perform(),
          "after wheel zoom")
    check(view(driver)["zoom"] == zoom + 1, f"the wheel zoomed in: {zoom} -> {view(driver)['zoom']}")
    check(all(f"/styles/default/{zoom + 1}/" in source for source in tiles_loaded(driver)), "the tiles are the new zoom's")
    driver.save_screenshot(os.path.join(output, "search-page-zoomed.png"))
    moved(driver, lambda: element.send_keys("-"), "after zooming out with the keyboard")
    check(view(driver)["zoom"] == zoom, f"- zoomed out: {view(driver)['zoom']}")
    moved(driver, lambda: element.send_keys(Keys.ARROW_RIGHT), "after panning with the keyboard")
    # Two fingers spread from 80 to 160 pixels apart about the selected balloon (touch events, as a phone sends them):
    # the map zooms in about them, so the balloon stays where it was.
    zoom, size = view(driver)["zoom"], view(driver)
    item = driver.execute_script("return items[selected]")
    x, y = driver.execute_script("return map.pointFor(arguments[0], arguments[1])", item["latitude"], item["longitude"])
    at = (min(max(x, 100), size["width"] - 100), min(max(y, 100), size["height"] - 100))
    if at != (x, y):  # bring the balloon where two fingers fit around it first
        moved(driver, lambda: driver.execute_script("map.panBy(arguments[0], arguments[1])", x - at[0], y - at[1]), "after centring")
    pinched = moved(driver, lambda: pinch(driver, element, at, 80, 160), "after a pinch")
    check(view(driver)["zoom"] == zoom + 1, f"the pinch zoomed in: {zoom} -> {view(driver)['zoom']}")
    check(abs(pinched[0] - at[0]) < 2 and abs(pinched[1] - at[1]) < 2, f"the balloon stayed under the fingers: {at} -> {pinched}")

    # Directions: a category search gives several results; route from the first to the second.
    field.clear()
    before = overlay(driver)
    field.send_keys("kahvila\n")
    wait.until(lambda d: overlay(d) not in (None, before))
    wait.until(settled("#results li", minimum=2))
    row = lambda index: driver.find_elements(By.CSS_SELECTOR, "#results li")[index]
    retrying(lambda: row(0).find_element(By.CSS_SELECTOR, '[data-role="from"]').click())
    retrying(lambda: row(1).find_element(By.CSS_SELECTOR, '[data-role="to"]').click())
    wait.until(settled("#directions li"))
    wait.until(lambda d: (overlay(d) or "").find("polyline=") >= 0)
    steps = retrying(lambda: [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#directions li")])
    check(any(step.startswith("Arrive") for step in steps), f"the steps end with the arrival: {steps}")
    driver.save_screenshot(os.path.join(output, "search-page-directions.png"))
    print(f"search page: suggestions {len(suggestions)}, results {len(results)}, route steps {len(steps)}, the map dragged, zoomed and pinched; screenshots in {output}")
finally:
    driver.quit()
    server.terminate()
    server.wait(timeout=30)
