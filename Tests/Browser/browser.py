"""Headless Chromium for the browser tests (Debian's chromium, chromium-driver and python3-selenium)."""
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium(*arguments):
    """A headless Chromium driver with these extra command-line arguments (such as --window-size=1280,760)."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", *arguments]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    try:
        return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    except Exception:  # a first launch can time out while Chromium sets up its profile: once more
        return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
