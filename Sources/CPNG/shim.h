#ifndef MAPSNAP_CPNG_SHIM_H
#define MAPSNAP_CPNG_SHIM_H

#include <png.h>

#endif
