#ifndef MAPSNAP_CZLIB_SHIM_H
#define MAPSNAP_CZLIB_SHIM_H

#include <zlib.h>

#endif
