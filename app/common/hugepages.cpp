#include "hugepages.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace gt {

namespace {

// "always [madvise] never": the bracket marks the mode in force.
bool hugePagesOnlyWhenAsked()
{
    std::FILE *f = std::fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
    if (!f)
        return false;
    char line[128] = {};
    const bool read = std::fgets(line, sizeof line, f) != nullptr;
    std::fclose(f);
    return read && std::strstr(line, "[madvise]") != nullptr;
}

} // namespace

void restartWithHugePages(char **argv, bool when)
{
    if (!when)
        return;
    if (const char *off = std::getenv("GT_HUGE_PAGES"); off && std::strcmp(off, "0") == 0)
        return;
    const char *tunables = std::getenv("GLIBC_TUNABLES");
    if (tunables && std::strstr(tunables, "glibc.malloc.hugetlb")) // ours, or the user's choice
        return;
    if (!hugePagesOnlyWhenAsked())
        return;
    std::string value = "glibc.malloc.hugetlb=1";
    if (tunables && *tunables)
        value = std::string(tunables) + ':' + value;
    if (setenv("GLIBC_TUNABLES", value.c_str(), 1) != 0)
        return;
    // By its own path, not /proc/self/exe: the process is named after the file it runs
    // ("exe" in ps, top and pkill otherwise).
    char self[4096];
    const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length > 0) {
        self[length] = '\0';
        execv(self, argv);
    }
    unsetenv("GLIBC_TUNABLES"); // could not start again: go on as we are, as we were
    if (tunables)
        setenv("GLIBC_TUNABLES", tunables, 1);
}

bool namesFileOfAtLeast(int argc, char **argv, long long bytes)
{
    for (int i = 1; i < argc; ++i) {
        struct stat s {};
        if (stat(argv[i], &s) == 0 && S_ISREG(s.st_mode) && s.st_size >= bytes)
            return true;
    }
    return false;
}

} // namespace gt
