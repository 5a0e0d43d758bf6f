#ifndef MAPSNAP_CSQLITE_SHIM_H
#define MAPSNAP_CSQLITE_SHIM_H

#include <sqlite3.h>

#endif
