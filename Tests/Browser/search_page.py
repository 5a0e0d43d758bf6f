#!/usr/bin/env python3
"""The search page in headless Chromium, as a user meets it: type "kah", see suggestions with the typed
characters highlighted, pick one, see the results list and the map image load with markers; then ask for
directions between two results and see the steps and the route drawn. Saves screenshots into output/.

Usage: Tests/Browser/search_page.py MAPSNAP-BINARY OUTPUT-DIR   (needs Debian's chromium, chromium-driver and
python3-selenium; exits 1 with a message on the first failed check)
"""
import os
import re
import subprocess
import sys
import time

from browser import chromium
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
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


def map_loaded(driver):
    return driver.execute_script("const m = document.getElementById('map'); return m.complete && m.naturalWidth > 0 ? m.src : null")


try:
    wait = WebDriverWait(driver, 30)
    driver.get(f"http://127.0.0.1:{port}/")
    check(driver.title == "MapSnap search", f"title is {driver.title!r}")
    wait.until(map_loaded)

    field = driver.find_element(By.ID, "query")
    field.send_keys("kah")
    wait.until(settled("#suggestions li"))
    suggestions = driver.find_elements(By.CSS_SELECTOR, "#suggestions li")
    marks = retrying(lambda: [mark.text.lower() for mark in driver.find_elements(By.CSS_SELECTOR, "#suggestions li mark")])
    check(len(marks) > 0 and all(mark in ("kah", "k", "ka", "a", "h", "ah") or mark.startswith("kah") or "kah".startswith(mark)
                                 for mark in marks), f"highlighted characters are the typed ones: {marks}")
    driver.save_screenshot(os.path.join(output, "search-page-suggestions.png"))

    previous = map_loaded(driver)
    retrying(lambda: driver.find_elements(By.CSS_SELECTOR, "#suggestions li")[0].click())
    wait.until(settled("#results li"))
    wait.until(lambda d: map_loaded(d) not in (None, previous))
    source = map_loaded(driver)
    check("marker=" in source and "callout=true" in source, f"the map shows the results with the selected one's callout: {source[:200]}")
    results = driver.find_elements(By.CSS_SELECTOR, "#results li")
    check(len(results) >= 1, "results listed")
    width = driver.execute_script("return document.getElementById('map').naturalWidth")
    check(width == 900, f"map image is 900 px wide, got {width}")
    driver.save_screenshot(os.path.join(output, "search-page.png"))

    # Directions: a category search gives several results; route from the first to the second.
    field.clear()
    before = map_loaded(driver)
    field.send_keys("kahvila\n")
    wait.until(lambda d: map_loaded(d) not in (None, before))
    wait.until(settled("#results li", minimum=2))
    row = lambda index: driver.find_elements(By.CSS_SELECTOR, "#results li")[index]
    retrying(lambda: row(0).find_element(By.CSS_SELECTOR, '[data-role="from"]').click())
    retrying(lambda: row(1).find_element(By.CSS_SELECTOR, '[data-role="to"]').click())
    wait.until(settled("#directions li"))
    wait.until(lambda d: (map_loaded(d) or "").find("polyline=") >= 0)
    steps = retrying(lambda: [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#directions li")])
    check(any(step.startswith("Arrive") for step in steps), f"the steps end with the arrival: {steps}")
    driver.save_screenshot(os.path.join(output, "search-page-directions.png"))
    print(f"search page: suggestions {len(suggestions)}, results {len(results)}, route steps {len(steps)}; screenshots in {output}")
finally:
    driver.quit()
    server.terminate()
    server.wait(timeout=30)
