// The module is its header; SwiftPM builds a C target from at least one source file.
#include "CPrefetch.h"
