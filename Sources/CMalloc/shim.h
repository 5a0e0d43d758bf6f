#ifndef MAPSNAP_CMALLOC_SHIM_H
#define MAPSNAP_CMALLOC_SHIM_H

/* glibc's allocator controls (malloc_trim), part of libc6-dev. */
#include <malloc.h>

#endif
