package org.cgcheck.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The browser tests' browser: Debian's chromium driven through chromium-driver, headless at
 * 1280x1000. Missing, it skips the test, unless -Dcgcheck.browser=required (as .ci/browser-check
 * runs it, after installing both), where it fails.
 */
final class HeadlessChromium {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    /** Held here: a logger configured and then collected would lose its level. */
    private static final java.util.logging.Logger SELENIUM_LOG = java.util.logging.Logger.getLogger("org.openqa.selenium");

    private HeadlessChromium() {
    }

    static ChromeDriver start() {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        if (!"required".equals(System.getProperty("cgcheck.browser"))) {
            assumeTrue(present, "chromium and chromedriver are not installed (.ci/browser-check installs them)");
        }
        assertTrue(present, "chromium and chromedriver are required but not installed");
        // Selenium warns when its DevTools bindings are older than the browser; the tests do not use DevTools.
        SELENIUM_LOG.setLevel(java.util.logging.Level.SEVERE);
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,1000");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build();
        ChromeDriver browser = new ChromeDriver(service, o);
        // No implicit wait: a page is whole once loaded and after each click's render,
        // and an implicit wait would spend its whole timeout on every empty list a test expects.
        browser.manage().timeouts().implicitlyWait(Duration.ZERO);
        return browser;
    }

    /**
     * Waits until every selector matches an element: after a load or reload the test reads the
     * rendered page, not one caught between the load and the script's render (CI once read it there).
     */
    static void awaitElements(ChromeDriver browser, String... selectors) {
        new org.openqa.selenium.support.ui.WebDriverWait(browser, Duration.ofSeconds(20), Duration.ofMillis(20))
                .withMessage(() -> "the page never showed " + String.join(", ", selectors) + "; its turn line: "
                        + browser.findElements(org.openqa.selenium.By.id("turn")).stream()
                                .map(org.openqa.selenium.WebElement::getText).findFirst().orElse("(none)"))
                .until(d -> java.util.Arrays.stream(selectors).allMatch(s -> !d.findElements(org.openqa.selenium.By.cssSelector(s)).isEmpty()));
    }
}
