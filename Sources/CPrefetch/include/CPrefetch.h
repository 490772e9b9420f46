#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks the processor to bring the cache line at `address` in, without waiting for it and
/// without faulting. `explore`'s storer asks for the hash slots and rows it will compare a few
/// dozen look-ups ahead: a plain load would hold up the instructions after it until the line
/// came, and Swift has no prefetch of its own. A compiler builtin of clang on every platform.
static inline void navrepl_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
