#!/bin/sh
# ssh-test.sh: test.sh on the machine of this job slot (one host a line
# in $HOME/hddmin-hosts): the candidate is copied there, and checked there.
host=$(sed -n "$((HDDMIN_JOB + 1))p" "$HOME/hddmin-hosts")
scp -q "$1" "$host:/tmp/cand.$HDDMIN_JOB" &&
  ssh "$host" "grep -q '\"zsh\"' /tmp/cand.$HDDMIN_JOB && grep -q '\"retries\": *-' /tmp/cand.$HDDMIN_JOB"
