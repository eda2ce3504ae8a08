# The floors of docs/architecture.md that the includes show: an arrow only ever points down.
# CTest runs it (the test "floors", tests/CMakeLists.txt):
#   cmake -DSOURCE_DIR=<the sources> -P tests/floors.cmake
# Each rule is a folder, what its files may not include (a regular expression over the path in
# the #include line, written from the top, "core/search/", or relative, "../search/"), and why.
# A rule with NAMES also forbids those functions: an arrow at link time shows in no #include.

set(rules
    "core|^(\\.\\./)*(views|app)/|core/ includes nothing from views/ or app/"
    "views|^(\\.\\./)*app/|views/ includes nothing from app/"
    "core/trace|^(core/|(\\.\\./)+)(search|session)/|core/trace learns what events mean from the table the registry installs"
    "core/search|^(core/|(\\.\\./)+)session/|core/session is the floor above core/search"
    "core/io|^(core/|(\\.\\./)+)(search|session|trace)/|core/io is given the algorithms' options (OptionCatalogue), the session floor hands them over"
)
# What the registry defines (core/search/algorithm.h): core/io may neither call nor declare it.
set(io_names "defaultAlgorithmId|findAlgorithm|allAlgorithmOptions|registerBuiltinEventKinds")

set(broken 0)
foreach(rule IN LISTS rules)
    string(REPLACE "|" ";" parts "${rule}")
    # The expression holds "|" too: the folder is the first part, the reason the last.
    list(GET parts 0 folder)
    list(POP_BACK parts why)
    list(POP_FRONT parts)
    list(JOIN parts "|" forbidden)
    file(GLOB_RECURSE files "${SOURCE_DIR}/${folder}/*.h" "${SOURCE_DIR}/${folder}/*.cpp")
    if(NOT files)
        message(SEND_ERROR "floors: no sources under ${SOURCE_DIR}/${folder}")
        set(broken 1)
    endif()
    foreach(file IN LISTS files)
        file(STRINGS "${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<]")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[\"<]([^\">]*)[\">].*" "\\1" path
                                 "${line}")
            if(path MATCHES "${forbidden}")
                file(RELATIVE_PATH shown "${SOURCE_DIR}" "${file}")
                message(SEND_ERROR "floors: ${shown} includes ${path}: ${why}")
                set(broken 1)
            endif()
        endforeach()
        if(folder STREQUAL "core/io")
            file(STRINGS "${file}" uses REGEX "(^|[^A-Za-z0-9_])(${io_names})[ \t]*\\(")
            foreach(line IN LISTS uses)
                file(RELATIVE_PATH shown "${SOURCE_DIR}" "${file}")
                message(SEND_ERROR "floors: ${shown} names the registry: ${line}")
                set(broken 1)
            endforeach()
        endif()
    endforeach()
endforeach()
if(broken)
    message(FATAL_ERROR "floors: an arrow points up (docs/architecture.md, \"The floors\")")
endif()
message(STATUS "floors: every arrow points down")
