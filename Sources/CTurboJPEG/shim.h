#ifndef MAPSNAP_CTURBOJPEG_SHIM_H
#define MAPSNAP_CTURBOJPEG_SHIM_H

#include <turbojpeg.h>

#endif
