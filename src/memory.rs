//! Giving the memory ingest frees back to the system as it goes.
//!
//! Ingest frees about as much as it allocates, from many threads: each
//! document's bytes once parsed, the evidence the card registry is learnt from,
//! the store once written. glibc keeps what a thread frees in that thread's
//! arena, and `malloc_trim` leaves alone the free top of an arena other than the
//! first, where tantivy's indexing threads, allocating from arenas of their
//! own, would never reuse it. Elsewhere than on glibc this does nothing.

/// The size of a free block at the top of an allocator arena above which the
/// allocator gives it back to the system: glibc's default, which glibc would
/// otherwise raise as far as 64 MB as large blocks are freed.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const TRIM_THRESHOLD: libc::c_int = 128 * 1024;

/// Gives the memory freed so far back to the system, and has the allocator give
/// back what is freed from now on as it is freed.
pub(crate) fn release_freed_memory() {
    // SAFETY: mallopt only sets a parameter of the allocator, and malloc_trim
    // only returns free pages of its arenas to the system; no memory in use is
    // touched.
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    unsafe {
        libc::mallopt(libc::M_TRIM_THRESHOLD, TRIM_THRESHOLD);
        libc::malloc_trim(0);
    }
}
