# `cpack -G DEB` (issue 15): one package, gametree-studio, with everything `cmake --install`
# puts under /usr. dpkg-shlibdeps computes the library dependencies from the installed programs,
# so they are Debian's own package names (libqt6widgets6, libgvc6, ...).
set(CPACK_PACKAGE_NAME gametree-studio)
set(CPACK_PACKAGE_VENDOR "GameTree Studio")
set(CPACK_PACKAGE_CONTACT "GameTree Studio developers <gametree-studio@users.noreply.github.com>"
    CACHE STRING "The package's maintainer")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "step through game-tree searches (minimax, alpha-beta, SSS*)")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "GameTree Studio shows minimax, alpha-beta, negamax, SSS*, expectimax and other
game-tree searches step by step, forwards and backwards: backed-up values, the
alpha-beta window, cut-offs and pruned subtrees, chance sums and OPEN lists.
The command-line tool gametree evaluates, traces, generates, converts and draws
trees (SVG, PNG, PDF, TikZ, Beamer, HTML) for scripts and exercises.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${GT_PROJECT_URL})
# dpkg-shlibdeps finds every shared library the binaries load: Qt (Qt Charts too: libqt6charts6),
# Graphviz, GMP (libgmp10).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Figures name DejaVu Sans; DOT output redraws with Graphviz; TikZ and Beamer compile with TeX.
# The Chinese interface needs CJK glyphs; Qt's own catalogues translate its standard dialogs.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-dejavu-core, fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "graphviz, texlive-pictures, chromium | www-browser")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)
include(CPack)
