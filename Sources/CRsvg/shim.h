#ifndef MAPSNAP_CRSVG_SHIM_H
#define MAPSNAP_CRSVG_SHIM_H

#include <librsvg/rsvg.h>

#endif
