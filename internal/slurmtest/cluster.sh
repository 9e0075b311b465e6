#!/bin/sh
# cluster.sh: a Slurm cluster on this machine, for hddmin's tests and for
# trying hddmin with Slurm: munged, slurmctld and several slurmd (one per
# node name, all on this host), with their configuration, keys, state and
# logs in DIR. It needs root (or the user the daemons may run as) and the
# Debian packages slurmctld, slurmd, slurm-client, munge and tini; no
# systemd.
#
#   sh internal/slurmtest/cluster.sh start DIR   # prints SLURM_CONF=DIR/slurm.conf
#   sh internal/slurmtest/cluster.sh stop DIR
#
# start writes DIR/slurm.conf and starts the daemons, then waits until every
# node is idle. The clients (srun, squeue, scancel) find the cluster through
# SLURM_CONF. Environment: SLURM_NODES (node names, default 4), SLURM_CPUS
# (CPUs of each node, default 8: more than the machine has, on purpose:
# the tests sleep), SLURM_PORT (slurmctld's port, default 16817; the nodes
# take the ports after it).
#
# A packaged slurmd that cannot run several daemons on one host (-N) is
# noticed: then one node holds all the CPUs.
set -eu

usage() {
	echo "usage: $0 start|stop|status DIR" >&2
	exit 2
}
[ $# -eq 2 ] || usage
cmd=$1
dir=$(mkdir -p "$2" && cd "$2" && pwd)
conf=$dir/slurm.conf
nodes=${SLURM_NODES:-4}
cpus=${SLURM_CPUS:-8}
port=${SLURM_PORT:-16817}
host=$(hostname -s)
export SLURM_CONF="$conf"

# pids lists the pids of the daemons that run from DIR.
pids() {
	for f in "$dir"/*.pid; do
		[ -f "$f" ] || continue
		p=$(cat "$f" 2>/dev/null) || continue
		[ -n "$p" ] && kill -0 "$p" 2>/dev/null && echo "$p"
	done
	return 0
}

stop() {
	p=$(pids)
	[ -n "$p" ] || return 0
	# Jobs first, so that no step outlives its slurmd.
	scancel --quiet --full --user="$(id -un)" 2>/dev/null || true
	kill $p 2>/dev/null || true
	i=0
	while [ -n "$(pids)" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	p=$(pids)
	[ -z "$p" ] || kill -9 $p 2>/dev/null || true
	rm -f "$dir"/*.pid
}

# nodelist writes the NodeName lines: n1..nN, each a slurmd of its own, or
# one node when multiple is not "yes".
nodelist() {
	if [ "$1" = yes ]; then
		i=1
		while [ $i -le "$nodes" ]; do
			echo "NodeName=n$i NodeHostname=$host NodeAddr=127.0.0.1 Port=$((port + i)) CPUs=$cpus RealMemory=1000 State=UNKNOWN"
			i=$((i + 1))
		done
	else
		echo "NodeName=n1 NodeHostname=$host NodeAddr=127.0.0.1 Port=$((port + 1)) CPUs=$((cpus * nodes)) RealMemory=1000 State=UNKNOWN"
	fi
}

writeconf() {
	cat > "$conf" <<CONF
# Written by cluster.sh: a cluster on one host for hddmin's tests.
ClusterName=hddmin
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$port
SlurmUser=$(id -un)
SlurmdUser=$(id -un)
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool/%n
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd-%n.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd-%n.log
ProctrackType=proctrack/pgid
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SlurmdParameters=config_overrides
ReturnToService=2
KillWait=2
MinJobAge=2
SlurmctldTimeout=30
SlurmdTimeout=30
InactiveLimit=0
$(nodelist "$1")
# LLN: a job goes to the least loaded node, so that jobs spread over the
# nodes.
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP LLN=YES
# closed is down for good: its jobs wait with reason PartitionDown.
PartitionName=closed Nodes=ALL MaxTime=INFINITE State=DOWN
CONF
}

# slurmd1 starts the slurmd of node $1 in the background, under tini as a
# subreaper: the processes a test leaves behind when it is killed are
# reaped there, not left to an init that may not reap them (a container's),
# as zombies that keep a step from ending.
slurmd1() {
	mkdir -p "$dir/spool/$1"
	setsid tini -s -- slurmd -D -N "$1" </dev/null >>"$dir/slurmd-$1.out" 2>&1 &
	echo $! >"$dir/tini-$1.pid"
}

# slurmds reports whether the slurmd of every node of $1 (n1 n2 ...) runs.
slurmds() {
	for n in $1; do
		p=$(cat "$dir/slurmd-$n.pid" 2>/dev/null) && [ -n "$p" ] && kill -0 "$p" 2>/dev/null || return 1
	done
}

start() {
	stop
	command -v tini >/dev/null || { echo "cluster.sh: no tini (apt-get install tini)" >&2; exit 1; }
	mkdir -p "$dir/state" "$dir/spool"
	chmod 700 "$dir"
	# munge: a key of our own, a socket in DIR.
	if [ ! -f "$dir/munge.key" ]; then
		dd if=/dev/urandom of="$dir/munge.key" bs=1024 count=1 2>/dev/null
		chmod 400 "$dir/munge.key"
	fi
	munged --force --socket="$dir/munge.socket" --key-file="$dir/munge.key" \
		--pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munged.seed"
	writeconf yes
	slurmctld -i
	names=$(i=1; while [ $i -le "$nodes" ]; do echo "n$i"; i=$((i + 1)); done)
	for n in $names; do
		slurmd1 "$n"
	done
	# A slurmd built without multiple-slurmd support does not run beside
	# another on the same host.
	i=0
	until slurmds "$names"; do
		i=$((i + 1))
		if [ $i -gt 50 ]; then
			echo "cluster.sh: this slurmd runs one daemon per host: one node with $((cpus * nodes)) CPUs" >&2
			stop
			munged --force --socket="$dir/munge.socket" --key-file="$dir/munge.key" \
				--pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munged.seed"
			writeconf no
			slurmctld -i
			slurmd1 n1
			break
		fi
		sleep 0.1
	done
	# Wait until every node is idle.
	i=0
	until [ "$(sinfo -h -o '%t' 2>/dev/null | sort -u)" = idle ]; do
		i=$((i + 1))
		if [ $i -gt 300 ]; then
			echo "cluster.sh: the nodes did not become idle in 30 s:" >&2
			sinfo -N >&2 || true
			tail -n 20 "$dir/slurmctld.log" >&2 || true
			exit 1
		fi
		sleep 0.1
	done
	echo "SLURM_CONF=$conf"
}

case $cmd in
start) start ;;
stop) stop ;;
status) sinfo -N ;;
*) usage ;;
esac
