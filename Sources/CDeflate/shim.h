#ifndef MAPSNAP_CDEFLATE_SHIM_H
#define MAPSNAP_CDEFLATE_SHIM_H

#include <libdeflate.h>

#endif
