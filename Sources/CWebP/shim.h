#ifndef MAPSNAP_CWEBP_SHIM_H
#define MAPSNAP_CWEBP_SHIM_H

#include <webp/decode.h>
#include <webp/encode.h>

#endif
